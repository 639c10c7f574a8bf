import { describe, expect, it } from 'vitest';
import { aamvaSamples } from '../fixtures/aamva-samples';
import { truncated } from '../fixtures/aamva-builder';
import { ONLY_THE_VIN, readBarcodeText } from './read-barcode-text';

const licence = aamvaSamples[0]!.barcode;

describe('readBarcodeText', () => {
  it('reads a licence barcode into a licence record marked as scanned', () => {
    const reading = readBarcodeText(licence);
    expect(reading).toMatchObject({ ok: true, problems: [] });
    expect(reading.ok && reading.records[0]).toMatchObject({
      kind: 'driverLicence',
      source: 'barcode',
      lastName: 'QUILLFEATHER',
    });
  });

  it('reads a VIN label, with or without the leading I of an imported vehicle, checking its check digit', () => {
    for (const text of ['1HGCM82633A004352', 'I1HGCM82633A004352\r\n', ' 1hgcm82633a004352 ']) {
      const reading = readBarcodeText(text);
      expect(reading.ok && reading.records, text).toEqual([
        expect.objectContaining({ kind: 'vin', vin: '1HGCM82633A004352', source: 'barcode' }),
      ]);
    }
    const wrong = readBarcodeText('1HGCM82643A004352');
    expect(wrong).toEqual({
      ok: false,
      message: expect.stringMatching(
        /^The VIN 1HGCM82643A004352 read from the barcode fails its check \(.*check digit.*\); nothing was applied/,
      ),
    });
  });

  it('takes the VIN from a registration card whose barcode is in a layout of its own, saying only the VIN was read', () => {
    expect(readBarcodeText('IN|ABC123|1HGCM82633A004352|2003|HOND|ACCORD|SMITH JOHN')).toEqual({
      ok: true,
      records: [expect.objectContaining({ kind: 'vin', vin: '1HGCM82633A004352', source: 'barcode' })],
      problems: [ONLY_THE_VIN],
    });
  });

  it('refuses a barcode that is neither a licence nor a VIN, quoting it', () => {
    expect(readBarcodeText('https://example.org/coupon?id=12345678901234567890')).toEqual({
      ok: false,
      message:
        'This barcode is neither a driver licence (AAMVA) nor a VIN ("https://example.org/coupon?id=1234567890…"); nothing was applied.',
    });
    expect(readBarcodeText('  \n')).toEqual({ ok: false, message: expect.stringMatching(/^The barcode held no text/) });
  });

  it('refuses a damaged licence barcode that gives no record, saying why', () => {
    const reading = readBarcodeText(truncated(licence, 60));
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.message).toMatch(
      /^The licence barcode is damaged or incomplete .*nothing was applied/,
    );
  });
});
