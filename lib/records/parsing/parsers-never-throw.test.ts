/**
 * Property-style: on random strings, and on the fixtures cut and mangled at random, no parser
 * throws, every result has the shape it promises, and every record passes its schema (the
 * extension sends these records to the web app, which validates them again).
 */
import { describe, expect, it } from 'vitest';
import nletsDriver from '../fixtures/text-returns/nlets-driver.txt?raw';
import nletsRegistration from '../fixtures/text-returns/nlets-registration.txt?raw';
import idacsDriver from '../fixtures/text-returns/idacs-driver.txt?raw';
import { aamvaSamples } from '../fixtures/aamva-samples';
import { spaceSeparated } from '../fixtures/aamva-builder';
import { findIdentifiers } from './find-identifiers';
import { parseAamva } from '../barcodes/parse-aamva';
import { parseLabelValues } from './parse-label-values';
import { parseRecordText } from './parse-records';
import { parseTextReturn } from './parse-text-return';
import { recordSchema, type ParseResult } from '../record-types';

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABETS = [
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ' /:.,#=-\n\r\t\x1e@',
  'NAM/DOB/OLN/OLS/LIC/LIS/VIN/ANSI 636037DAQDCSDACDBBDBCDLZIZIA',
  'éßΩ字🚗\u0000\u200b\uffff',
];

function randomString(next: () => number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    const alphabet = ALPHABETS[Math.floor(next() * ALPHABETS.length)]!;
    out += alphabet.charAt(Math.floor(next() * alphabet.length));
  }
  return out;
}

/** A fixture cut short, with characters replaced, dropped and repeated at random. */
function mangle(next: () => number, text: string): string {
  let out = text.slice(0, Math.floor(next() * (text.length + 1)));
  const edits = Math.floor(next() * 8);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(next() * (out.length + 1));
    const kind = Math.floor(next() * 3);
    const piece = randomString(next, 1 + Math.floor(next() * 6));
    out =
      kind === 0
        ? out.slice(0, at) + piece + out.slice(at + 1)
        : kind === 1
          ? out.slice(0, at) + out.slice(at + 3)
          : out.slice(0, at) + out.slice(at, at + 20) + out.slice(at);
  }
  return out;
}

function expectWellFormed(result: ParseResult) {
  expect(Array.isArray(result.records)).toBe(true);
  expect(result.problems.every((p) => typeof p === 'string' && p.length > 0)).toBe(true);
  for (const record of result.records) expect(recordSchema.safeParse(record).success).toBe(true);
}

const SOURCES = [
  nletsDriver,
  nletsRegistration,
  idacsDriver,
  aamvaSamples[0]!.barcode,
  spaceSeparated(aamvaSamples[1]!.barcode),
];

describe('parsers never throw', () => {
  it('on 400 random strings', () => {
    const next = random(20251203);
    for (let i = 0; i < 400; i++) {
      const text = randomString(next, Math.floor(next() * 400));
      for (const parse of [parseAamva, parseTextReturn, findIdentifiers, parseRecordText])
        expectWellFormed(parse(text));
    }
  });

  it('on 400 fixtures cut short and mangled', () => {
    const next = random(42);
    for (let i = 0; i < 400; i++) {
      const text = mangle(next, SOURCES[i % SOURCES.length]!);
      expectWellFormed(parseRecordText(text));
    }
  });

  it('on random label/value pairs', () => {
    const next = random(7);
    const labels = ['Name', 'DOB', 'Sex', 'DL #', 'State', 'Plate', 'VIN', 'Year', 'Owner', 'Zip', '', 'x'];
    for (let i = 0; i < 300; i++) {
      const pairs = Array.from({ length: Math.floor(next() * 12) }, () => ({
        label: labels[Math.floor(next() * labels.length)]!,
        value: randomString(next, Math.floor(next() * 20)),
      }));
      expectWellFormed(parseLabelValues(pairs));
    }
  });

  it('on values that are not strings at all', () => {
    for (const value of [undefined, null, 42, {}, [], Symbol.iterator]) {
      const text = value as unknown as string;
      expect(parseAamva(text)).toEqual({ records: [], problems: [] });
      expect(parseTextReturn(text)).toEqual({ records: [], problems: [] });
      expect(parseRecordText(text)).toEqual({ records: [], problems: [], invalidVins: [] });
    }
  });

  // How fast is bench/rms-scan.ts's business; here only that a big page still finds its record.
  it('reads a 1 MB page of prose around one return, finding the return', () => {
    const next = random(99);
    const words =
      'the officer spoke with the driver Date: 12/03/2025 see http://rms.example.org/a/b at 14:30 and'.split(' ');
    const prose = Array.from(
      { length: 110_000 },
      (_, i) => words[Math.floor(next() * words.length)]! + (i % 20 ? '' : '\n'),
    );
    const page = `${prose.join(' ')}\n${nletsDriver}\n${prose.join(' ')}`;
    const result = parseRecordText(page);
    expect(result.records.map((r) => r.kind === 'driverLicence' && r.lastName)).toEqual(['QUILLFEATHER']);
  });

  // Catastrophic backtracking would take minutes here, so the test's own time limit catches it;
  // the real speed is measured in bench/.
  it('finishes a page dense with separators and labels (no look-back past a line)', { timeout: 30_000 }, () => {
    const next = random(3);
    const dense = Array.from({ length: 4000 }, () => randomString(next, 250)).join('');
    expectWellFormed(parseRecordText(dense));
  });
});
