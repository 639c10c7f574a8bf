import { beforeAll, describe, expect, it } from 'vitest';
import { buildCodeLookup } from '../../lib/codes/lookup';
import { CodeListId } from '../../lib/codes/list-ids';
import { vehicleCrashReport } from '../../lib/forms/vehicle-crash-report';
import { completeReport } from '../../lib/validation/report-checks/test-reports';
import { readPdf } from '../../test/integration/support/pdf-reader';
import { fontsOf } from './pdf-fonts';
import { MISSING_NOTE } from './pdf-form';
import { layoutText, MISSING_MARK } from './pdf-text';
import { reportPdf, WITHHELD, type PrintableReport } from './report-pdf';

const codes = buildCodeLookup([
  { listId: CodeListId.Weather, code: '1', label: 'Clear', parentCode: null, active: true },
  { listId: CodeListId.UnitType, code: '20', label: 'Motor Vehicle in Transport', parentCode: null, active: true },
]);

function input(over: Partial<PrintableReport> = {}): PrintableReport {
  const data = completeReport();
  const unit = (data.Units as Record<string, Record<string, unknown>>[])[0]!;
  unit.Driver = { ...unit.Driver, NAMELASTTXT: 'DOE', NAMEFIRSTTXT: 'JANE', BIRTHDTE: '01/02/1980' };
  unit.Passengers = [{ NAMELASTTXT: 'ROE', NAMEFIRSTTXT: 'RICHARD' }] as never;
  return {
    definition: vehicleCrashReport,
    data,
    redacted: [],
    codes,
    report: {
      id: 12,
      uniqueIdentifier: '0f4c6a1e-1111-2222-3333-444455556666',
      version: 3,
      status: 1,
      agencyOri: 'IN0490000',
      agencyName: 'Demo Police',
      author: 'Olivia Officer',
      lastUpdated: '2026-11-20T15:00:00.000Z',
      isSupplement: false,
    },
    attachments: [],
    printedBy: 'Samuel Supervisor',
    printedAt: new Date('2026-11-21T10:00:00Z'),
    applicationName: 'Indiana State Crash Application',
    timeZone: 'America/Indiana/Indianapolis',
    ...over,
  };
}

// The first report of a process reads the fonts and their character maps (a second or more on a
// busy machine); the tests below time the reports, not that.
beforeAll(() => {
  layoutText('ŁUKASZEWSKI 王小明 김민준 כהן', fontsOf('regular'), 9, 100);
}, 30_000);

describe('reportPdf', () => {
  it('lays the report out as a form: header, every visible section, units with their people, narrative and diagram', async () => {
    const pdf = await readPdf(await reportPdf(input()));
    expect(pdf.title).toBe('Vehicle Crash Report A1');
    const first = pdf.pageTexts[0]!;
    for (const s of ['Vehicle Crash Report', 'Demo Police (IN0490000)', 'Case / Local No.', 'A1', 'Pending Review'])
      expect(first).toContain(s);
    for (const s of [
      'GENERAL INFORMATION',
      'CRASH DETAILS',
      'LOCATION',
      'UNIT 1 - 20 - MOTOR VEHICLE IN TRANSPORT',
      'VEHICLE INFORMATION',
      '1FTMW1T88MFA00001',
      'DRIVER',
      'DOE',
      '01/02/1980',
      'PASSENGER 1',
      'RICHARD',
      'NARRATIVE',
      'Unit 1 struck a light pole.',
      'DIAGRAM',
      'ATTACHMENTS',
      'No attachments.',
      '1 - Clear',
    ])
      expect(pdf.text).toContain(s);
    // COMMVEHIND=1 and TRAILERIND=1 hide those sections, as on screen.
    expect(pdf.text).not.toContain('CMV INFORMATION');
    expect(pdf.text).not.toContain('TRAILER INFORMATION');
    expect(pdf.imagesPerPage.reduce((a, b) => a + b, 0)).toBe(1);
    expect(pdf.pageTexts.at(-1)).toContain(`Page ${pdf.pages} of ${pdf.pages}`);
    expect(pdf.text).toContain('Printed 11/21/2026');
    expect(pdf.text).not.toContain(MISSING_NOTE);
    expect(pdf.runs.filter((r) => r.notdef)).toEqual([]);
  });

  it('prints withheld personal data as WITHHELD and says why', async () => {
    const base = input();
    const unit = (base.data.Units as Record<string, Record<string, unknown>>[])[0]!;
    unit.Driver = { ...unit.Driver, NAMELASTTXT: null, BIRTHDTE: null };
    const pdf = await readPdf(
      await reportPdf({ ...base, redacted: ['Units.0.Driver.NAMELASTTXT', 'Units.0.Driver.BIRTHDTE'] }),
    );
    expect(pdf.text).toContain('Personal data');
    expect(pdf.text.split(WITHHELD).length - 1).toBeGreaterThanOrEqual(3);
    expect(pdf.text).not.toContain('DOE');
    expect(pdf.text).not.toContain('01/02/1980');
  });

  it('lists the attachments it is given and says when there is no diagram', async () => {
    const base = input({
      attachments: [
        {
          id: 'a',
          reportId: 12,
          type: '002',
          typeName: 'Photo Public',
          confidential: false,
          fileName: 'scene.png',
          contentType: 'image/png',
          size: 2048,
          sha256: '',
          uploadedBy: { id: 1, name: 'Olivia Officer' },
          uploadedAt: '2026-11-20T15:00:00.000Z',
        },
      ],
    });
    (base.data.Diagram as Record<string, unknown>).CrashDiagram = null;
    const pdf = await readPdf(await reportPdf(base));
    expect(pdf.text).toContain('002 Photo Public');
    expect(pdf.text).toContain('scene.png');
    expect(pdf.text).toContain('No diagram was drawn.');
    expect(pdf.imagesPerPage.every((n) => n === 0)).toBe(true);
  });

  it('runs a long narrative and many units over pages, numbering every page', async () => {
    const base = input();
    (base.data.Narrative as Record<string, unknown>).NarrativeTxt = 'THE VEHICLE TRAVELLED NORTH. '.repeat(600);
    const unit = (base.data.Units as unknown[])[0];
    base.data.Units = Array.from({ length: 6 }, () => structuredClone(unit));
    const pdf = await readPdf(await reportPdf(base));
    expect(pdf.pages).toBeGreaterThan(4);
    pdf.pageTexts.forEach((t, i) => expect(t).toContain(`Page ${i + 1} of ${pdf.pages}`));
    expect(pdf.text).toContain('UNIT 6');
    expect(pdf.pageTexts[1]).toContain('Vehicle Crash Report - Case A1 - Report 12');
    // Laid out and read back whole: seconds on a machine busy with the other tests.
  }, 30_000);
});

describe('characters the first fonts lack', () => {
  /** The fonts a character is drawn in, one per time it is drawn. */
  const fontsDrawing = (pdf: Awaited<ReturnType<typeof readPdf>>, character: string) =>
    pdf.runs.filter((r) => r.text.includes(character)).map((r) => r.font);

  it('prints emoji and Traditional Chinese in fonts that have them', async () => {
    const base = input();
    const unit = (base.data.Units as Record<string, Record<string, unknown>>[])[0]!;
    unit.Driver = { ...unit.Driver, NAMELASTTXT: '鄺', NAMEFIRSTTXT: '志強' };
    (base.data.Narrative as Record<string, unknown>).NarrativeTxt =
      'Unit 1 🚗 struck Unit 2, then 🚑 came. 臺灣 車禍 (繁體): 勸導 issued at 中壢.';
    const pdf = await readPdf(await reportPdf(base));
    for (const s of ['🚗', '🚑', '鄺', '志強', '臺灣', '車禍', '繁體', '勸', '壢']) expect(pdf.text, s).toContain(s);
    for (const emoji of ['🚗', '🚑'])
      expect(fontsDrawing(pdf, emoji), emoji).toEqual([expect.stringMatching(/^NotoEmoji-/)]);
    // What the Simplified Chinese font lacks comes from the Traditional one.
    for (const han of ['鄺', '勸', '壢'])
      expect(fontsDrawing(pdf, han), han).toEqual([expect.stringMatching(/^NotoSansTC/)]);
    expect(pdf.runs.filter((r) => r.notdef)).toEqual([]);
    expect(pdf.text).not.toContain(MISSING_MARK);
    expect(pdf.text).not.toContain(MISSING_NOTE);
  }, 30_000);

  it('marks what no font has and says so on each page that shows a mark', async () => {
    const base = input();
    // Private use, a rare CJK extension ideograph, an unassigned code point.
    (base.data.Narrative as Record<string, unknown>).NarrativeTxt = 'PLATE \uE000 NAME \u{2A6D6} CODE X\u0378Y';
    const pdf = await readPdf(await reportPdf(base));
    expect(pdf.text).toContain(`PLATE ${MISSING_MARK} NAME ${MISSING_MARK} CODE X${MISSING_MARK}Y`);
    for (const lost of ['\uE000', '\u{2A6D6}', '\u0378']) expect(pdf.text).not.toContain(lost);
    expect(pdf.runs.filter((r) => r.notdef)).toEqual([]);
    const marked = pdf.pageTexts.map((t) => t.includes(MISSING_MARK));
    expect(marked.filter(Boolean)).toHaveLength(1);
    expect(pdf.pageTexts.map((t) => t.includes(MISSING_NOTE))).toEqual(marked);

    // A mark in the footer is on every page, and so is the note.
    const footer = await readPdf(await reportPdf(input({ printedBy: 'Samuel \uE000 Supervisor' })));
    expect(footer.pages).toBeGreaterThan(1);
    for (const page of footer.pageTexts) {
      expect(page).toContain(`by Samuel ${MISSING_MARK} Supervisor`);
      expect(page).toContain(MISSING_NOTE);
    }
  }, 30_000);
});

describe('times on the printed report', () => {
  it("are the agency's wall clock with its zone, whatever the server's own zone", async () => {
    const winter = await readPdf(await reportPdf(input()));
    expect(winter.text).toContain('Last Saved 11/20/2026 10:00 EST');
    expect(winter.text).toContain('Printed 11/21/2026 05:00 EST');
    const summer = await readPdf(
      await reportPdf(input({ printedAt: new Date('2026-07-01T03:15:00Z'), timeZone: 'America/Chicago' })),
    );
    expect(summer.text).toContain('Printed 06/30/2026 22:15 CDT');
    // Two whole reports are drawn and read back: on a busy 2-core machine that outlasts the default 5 s.
  }, 30_000);
});
