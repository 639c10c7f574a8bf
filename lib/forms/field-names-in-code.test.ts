import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { walkFields, walkSections } from './definition/definition-walk';
import { vehicleCrashReport } from './vehicle-crash-report';

const root = path.resolve(import.meta.dirname, '../..');
const ROOMS = ['app', 'components', 'entrypoints', 'lib', 'server'];
/** The one place a form's field names may be written: its definition. */
const DEFINITION = path.join('lib', 'forms', 'vehicle-crash-report');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || rel === DEFINITION ? [] : sources(rel);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** Code without its comments: comments may explain a rule with an example path. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/**
 * The Vehicle Crash Report's coded names (NAMELASTTXT, CollDte, VehicleInformation, Units ...):
 * the keys no other form need share. Plain words a label may use (Driver, Location, Zip) are left out.
 */
const coded = [
  ...walkFields(vehicleCrashReport).map((w) => w.field.key),
  ...walkSections(vehicleCrashReport).map((s) => s.section.key),
].filter((key) => /(TXT|CDE|IND|NMB|DTE|Txt|Cde|Ind|Nmb|Dte|Information|Details)$|^[A-Z]{2,}[a-z]|^Units$/.test(key));

describe('field names in code', () => {
  it('are written only in the form definition: everything else finds fields by role', () => {
    expect(coded).toEqual(
      expect.arrayContaining(['VINTXT', 'CollDte', 'Units', 'VehicleInformation', 'CMVInformation']),
    );
    const pattern = new RegExp(`(['"\`.])(${[...new Set(coded)].join('|')})\\b`, 'g');
    const found = ROOMS.flatMap(sources).flatMap((file) =>
      [...code(readFileSync(path.join(root, file), 'utf8')).matchAll(pattern)].map((m) => `${file}: ${m[2]}`),
    );
    expect(found).toEqual([]);
  });
});
