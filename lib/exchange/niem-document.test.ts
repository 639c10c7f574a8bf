import { describe, expect, it } from 'vitest';
import { definition, mapping, order, report } from './exchange-test-form.fixture';
import { buildExchange, type XNode } from './niem-document';
import { canonicalXPath, fieldElements, fieldOfElement, orderTree, toXml, withContainerFields } from './niem-xml';

const build = (data: Record<string, unknown>) => {
  const root: XNode = { name: 'cr:Report', attrs: {}, children: [] };
  const built = buildExchange(definition, mapping, data, root);
  const misplaced = orderTree(root, order);
  return { ...built, misplaced, xml: toXml(root), elements: fieldElements(root) };
};

describe('building the exchange document', () => {
  it('places each unit by its type, writes values as the schema types them, and orders by the schema', () => {
    const out = build(report());
    expect(out.problems).toEqual([]);
    expect(out.misplaced).toEqual([]);
    // The crash's children in the type's order, not the mapping's: date, note, units, person, weather.
    const crash = out.root.children[0] as XNode;
    expect(crash.children.map((c) => c.name)).toEqual([
      'nc:ActivityDate',
      'nc:ActivityDescriptionText',
      'j:CrashVehicle',
      'j:CrashNonMotorist',
      'j:CrashPerson',
      'j:CrashPerson',
      'j:CrashWeatherConditionCode',
    ]);
    expect(out.xml).toContain('<nc:DateTime>2026-11-20T14:05:00</nc:DateTime>');
    expect(out.xml).toContain('<j:CrashWeatherConditionCode>10</j:CrashWeatherConditionCode>');
    // Escaped, and the control character XML 1.0 refuses is gone.
    expect(out.xml).toContain('<nc:ActivityDescriptionText>A &amp; B &lt;c&gt;</nc:ActivityDescriptionText>');
    // The vehicle's towed indicator as a boolean; the pedestrian has none (within the vehicle only).
    expect(out.xml).toContain('<nc:ConveyanceTowedIndicator>true</nc:ConveyanceTowedIndicator>');
    expect(out.xml.match(/ConveyanceTowedIndicator>/g)).toHaveLength(2);
    // Each person's injury is a j:CrashPerson linked by reference to the person's own element.
    expect(out.xml).toMatch(/<nc:RoleOfPerson structures:id="P1">[\s\S]*<nc:PersonSurName>DOE</);
    expect(out.xml).toMatch(
      /<j:CrashPerson>\s*<nc:RoleOfPerson structures:ref="P1"\/>\s*<j:CrashPersonInjury>\s*<j:InjurySeverityCode>1</,
    );
    expect(out.xml).toMatch(/<j:CrashPerson>\s*<nc:RoleOfPerson structures:ref="P2"\/>[\s\S]*<j:InjurySeverityCode>5</);
    expect(out.json).toEqual({
      crashDate: '2026-11-20T14:05:00',
      weather: '10',
      note: 'A & B <c>',
      vehicles: [{ kind: 'V', towed: 'true', driver: { lastName: 'DOE', injury: '1' } }],
      nonMotorists: [{ kind: 'P', lastName: 'ROE', injury: '5' }],
    });
  });

  it('names every value it cannot carry, and what is untranslatable, instead of sending it half-coded', () => {
    const data = report();
    data.Crash.Weather = '9';
    data.Crash.Day = '02/30/2026';
    (data.Parties[0] as { Driver: { Injury: string } }).Driver.Injury = 'Z';
    (data.Parties[1] as { Info: { Kind: string } }).Info.Kind = '';
    const out = build(data);
    expect(out.problems).toEqual([
      { field: 'Crash.Day', message: 'Day "02/30/2026" is not a date.' },
      {
        field: 'Crash.Weather',
        message: `Weather code "9" has no equivalent in the state's list (mmucc:AtmosphericConditionCodeSimpleType).`,
      },
      {
        field: 'Parties.0.Driver.Injury',
        message: `Injury code "Z" has no equivalent in the state's list (aamva_d20:AccidentSeverityCodeSimpleType).`,
      },
      {
        field: 'Parties.1',
        message: "Unit 2 cannot be placed in the state's exchange: its Kind is missing or unknown.",
      },
    ]);
    expect(out.xml).not.toContain('CrashWeatherConditionCode');
  });

  it('leaves a code a partial table has no equivalent for to our own element beside it, and names an unknown one', () => {
    const partial = {
      ...mapping,
      fields: {
        ...mapping.fields,
        'Crash.Weather': [
          { element: 'j:Crash/j:CrashWeatherConditionCode', as: 'code' as const, codes: 'weather', json: 'weather' },
          { element: 'j:Crash/cr:WeatherCode', as: 'code' as const, json: 'weatherCode' },
        ],
      },
      translations: { ...mapping.translations, weather: { ...mapping.translations.weather!, partial: true as const } },
    };
    const run = (weather: string) => {
      const data = report();
      data.Crash.Weather = weather;
      return buildExchange(definition, partial, data, { name: 'cr:Report', attrs: {}, children: [] });
    };
    const none = run('9');
    expect(none.problems).toEqual([]);
    expect(none.json).toMatchObject({ weatherCode: '9' });
    expect(none.json).not.toHaveProperty('weather');
    expect(run('2').json).toMatchObject({ weather: '10', weatherCode: '2' });
    expect(run('5').problems).toEqual([
      {
        field: 'Crash.Weather',
        message: `Weather code "5" has no equivalent in the state's list (mmucc:AtmosphericConditionCodeSimpleType).`,
      },
    ]);
  });

  it('leaves out the element and the JSON object of a section with nothing to send', () => {
    const data = report();
    (data.Parties[0] as { Driver: Record<string, string> }).Driver = { Last: '  ' };
    const out = build(data);
    expect(out.xml).not.toContain('j:CrashDriver');
    expect(out.json.vehicles).toEqual([{ kind: 'V', towed: 'true' }]);
    expect(out.problems).toEqual([]);
  });

  it('names a field that is neither mapped nor listed as not exported', () => {
    const { 'Crash.Kept': _kept, ...rest } = mapping.notExported;
    const root: XNode = { name: 'cr:Report', attrs: {}, children: [] };
    const out = buildExchange(definition, { ...mapping, notExported: rest }, report(), root);
    expect(out.problems).toEqual([{ field: 'Crash.Kept', message: "Kept has no place in the state's exchange." }]);
  });

  it('writes a date alone when its time is empty', () => {
    const data = report();
    data.Crash.At = '';
    expect(build(data).xml).toContain('<nc:ActivityDate>\n      <nc:Date>2026-11-20</nc:Date>');
  });

  it('finds the field of an element a state names, with or without positions on single steps', () => {
    const { elements } = build(report());
    expect(
      fieldOfElement(
        elements,
        '/cr:Report/j:Crash/j:CrashVehicle/j:CrashDriver/nc:RoleOfPerson/nc:PersonName/nc:PersonSurName',
      ),
    ).toBe('Parties.0.Driver.Last');
    // A container names the first field inside it.
    expect(fieldOfElement(elements, '/cr:Report/j:Crash/j:CrashNonMotorist[1]')).toBe('Parties.1.Driver.Last');
    expect(fieldOfElement(elements, '/cr:Report/j:Crash/j:CrashVehicle[2]')).toBeUndefined();
    expect(canonicalXPath('/a:B/c:D[2]/e:F')).toBe('/a:B[1]/c:D[2]/e:F[1]');
    // The report and the crash as a whole are about no one field.
    expect(fieldOfElement(elements, '/')).toBeUndefined();
    expect(fieldOfElement(elements, '/cr:Report/j:Crash')).toBeUndefined();
  });

  it('names for a container the first of its fields in the form’s order, not the schema’s', () => {
    const { elements } = build(report());
    const vehicle = '/cr:Report[1]/j:Crash[1]/j:CrashVehicle[1]';
    const inside = [...elements].filter(([path]) => path.startsWith(`${vehicle}/`)).map(([, field]) => field);
    expect(inside.length).toBeGreaterThan(1);
    // Ranked backwards: the last field inside comes first in this "form".
    const backwards = (field: string) => -inside.indexOf(field);
    const chosen = withContainerFields(elements, backwards);
    expect(fieldOfElement(chosen, vehicle)).toBe(inside.at(-1));
    expect(
      fieldOfElement(
        withContainerFields(elements, (f) => inside.indexOf(f)),
        vehicle,
      ),
    ).toBe(inside[0]);
    expect(chosen.get('/cr:Report[1]/j:Crash[1]')).toBeUndefined();
  });

  it('names an element the schema has no place for', () => {
    const root: XNode = {
      name: 'cr:Report',
      attrs: {},
      children: [{ name: 'j:Nowhere', attrs: {}, children: [], field: 'X.Y' }],
    };
    expect(orderTree(root, order)).toEqual([{ field: 'X.Y', message: 'j:Nowhere has no place in cr:Report.' }]);
  });
});
