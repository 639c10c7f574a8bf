import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { definition, mapping, report } from './exchange-test-form.fixture';
import { mmuccJsonSchema } from './mmucc-json-schema';
import { buildExchange } from './niem-document';

const check = () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, validateFormats: false });
  return ajv.compile(mmuccJsonSchema(definition, mapping, 'https://example.test/tiny.schema.json'));
};

const exported = (data: Record<string, unknown>) => ({
  report: { uniqueIdentifier: 'u-1', version: 3, supplement: false, agencyOri: 'IN0490000' },
  crash: buildExchange(definition, mapping, data, { name: 'cr:CrashReport', attrs: {}, children: [] }).json,
});

describe("the MMUCC JSON export's schema", () => {
  it('accepts the export of a report', () => {
    const validate = check();
    expect(validate(exported(report())), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses a code outside the translation, a value of the wrong form and a name it does not know', () => {
    const validate = check();
    const doc = exported(report());
    const crash = doc.crash as Record<string, unknown>;
    expect(validate({ ...doc, crash: { ...crash, weather: '2' } })).toBe(false);
    expect(validate({ ...doc, crash: { ...crash, crashDate: '11/20/2026' } })).toBe(false);
    expect(validate({ ...doc, crash: { ...crash, colour: 'red' } })).toBe(false);
    const [vehicle] = crash.vehicles as Record<string, unknown>[];
    expect(validate({ ...doc, crash: { ...crash, vehicles: [{ ...vehicle, towed: 'yes' }] } })).toBe(false);
  });

  it("gives each context's object its own fields: a pedestrian has no towed indicator", () => {
    const schema = mmuccJsonSchema(definition, mapping, 'x') as {
      properties: { crash: { properties: Record<string, { items: { properties: object } }> } };
    };
    const { vehicles, nonMotorists } = schema.properties.crash.properties;
    expect(Object.keys(vehicles?.items.properties ?? {})).toEqual(['kind', 'towed', 'driver']);
    expect(Object.keys(nonMotorists?.items.properties ?? {})).toEqual(['kind', 'lastName', 'injury']);
  });
});
