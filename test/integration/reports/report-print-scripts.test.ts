import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPrintPath } from '../../../lib/api/schemas/export-schemas';
import { MISSING_MARK } from '../../../server/print/pdf-text';
import { readPdf } from '../support/pdf-reader';
import { reportWithPeople, writeReport } from '../support/report-fixtures';
import { engines, startTestServer, type TestServer } from '../support/test-server';

/** Names as officers type them: every one must print exactly so, none as '?'. */
const NAMES = {
  polish: 'ŁUKASZEWSKI',
  vietnamese: 'NGUYỄN',
  greek: 'ΠΑΠΑΔΟΠΟΥΛΟΣ',
  cyrillic: 'ЖУКОВА',
  hebrew: 'כהן',
  arabic: 'عبد الله',
  chinese: '王小明',
  // Traditional characters the Simplified Chinese font lacks.
  traditionalChinese: '鄺志強',
  japanese: 'たなか',
  korean: '김민준',
};
/**
 * Right-to-left sentences: pdf.js reads them back in the order they were typed. (It reads the
 * lam-alef ligature back as alef-lam, so the Arabic one has none.)
 */
const HEBREW_NARRATIVE = 'הנהג נסע צפונה ברחוב הראשי ולא עצר ברמזור.';
const ARABIC_NARRATIVE = 'كان السائق يقود نحو الشمال في الشارع الرئيسي.';
const MIXED = 'Driver محمد عبد الله said the light was green.';
/** Emoji as pasted from a phone: the car, the ambulance, a flag. */
const EMOJI = ['🚗', '🚑', '🇹🇼'];

describe.each(engines())('printing names in every script on %s', (engine) => {
  let server: TestServer;
  let token: string;
  let reportId: number;

  beforeAll(async () => {
    // A zone far from the server's own, with no daylight saving time, so its wall clock is certain.
    server = await startTestServer(engine, { TIME_ZONE: 'Asia/Tokyo' });
    token = await server.login('officer');
    const data = reportWithPeople();
    const unit = (data.Units as Record<string, Record<string, unknown>>[])[0]!;
    unit.Driver = { ...unit.Driver, NAMELASTTXT: NAMES.polish, NAMEFIRSTTXT: NAMES.vietnamese };
    unit.Passengers = [
      { NAMELASTTXT: NAMES.greek, NAMEFIRSTTXT: NAMES.cyrillic },
      { NAMELASTTXT: NAMES.hebrew, NAMEFIRSTTXT: NAMES.arabic },
      { NAMELASTTXT: NAMES.chinese, NAMEFIRSTTXT: NAMES.japanese },
      { NAMELASTTXT: NAMES.korean, NAMEFIRSTTXT: 'MIN-JUN' },
      { NAMELASTTXT: NAMES.traditionalChinese, NAMEFIRSTTXT: 'CHI-KEUNG' },
    ] as never;
    (data.Narrative as Record<string, unknown>).NarrativeTxt = [
      HEBREW_NARRATIVE,
      ARABIC_NARRATIVE,
      MIXED,
      `Unit 1 ${EMOJI.join(' ')}`,
    ].join('\n');
    ({ id: reportId } = await writeReport(server, token, data));
    await server.db
      .updateTable('reports')
      .set({ last_updated: new Date('2026-07-04T16:30:00Z') })
      .where('id', '=', reportId)
      .execute();
  });
  afterAll(() => server.close());

  const print = async () => {
    const res = await server.inject({
      method: 'GET',
      url: reportPrintPath(reportId),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('prints every name as typed, right-to-left text in its reading order, in a PDF of reasonable size', async () => {
    const bytes = await print();
    const pdf = await readPdf(bytes);
    for (const [script, name] of Object.entries(NAMES)) expect(pdf.text, script).toContain(name);
    expect(pdf.text).toContain(HEBREW_NARRATIVE);
    expect(pdf.text).toContain(ARABIC_NARRATIVE);
    expect(pdf.text).toContain(MIXED);
    for (const emoji of EMOJI) expect(pdf.text).toContain(emoji);
    expect(pdf.text).not.toContain('?');
    // Every character in a font that has it: none drawn as a font's missing glyph, none marked.
    expect(pdf.runs.filter((r) => r.notdef)).toEqual([]);
    expect(pdf.text).not.toContain(MISSING_MARK);
    // Only the glyphs used are embedded: the Chinese and Korean fonts alone are megabytes.
    expect(bytes.byteLength).toBeLessThan(250_000);
  });

  it("shows times in the agency's time zone", async () => {
    const pdf = await readPdf(await print());
    // 16:30 UTC is 01:30 the next morning in Tokyo.
    expect(pdf.text).toContain('Last Saved 07/05/2026 01:30 GMT+9');
  });
});
