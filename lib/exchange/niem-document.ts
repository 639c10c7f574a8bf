import { formDateToIso } from '../format/dates';
import { conditionHolds } from '../forms/definition/conditions';
import type { FormDefinition, SectionDefinition } from '../forms/definition/definition-schema';
import type { FieldDefinition } from '../forms/definition/field-schema';
import { getAt, isEmptyValue, type ReportData } from '../forms/definition/paths';
import type { ExchangeContext, ExchangeMapping, FieldExport } from './exchange-mapping-schema';

/** What the exchange's schemas say of order: read from the XSD files by the server. */
export interface SchemaOrder {
  /** Element to its declared type. */
  elementType: Map<string, string>;
  /** Element to the head of its substitution group. */
  substitutes: Map<string, string>;
  /** Complex type to its child elements in the order the type wants them, its base's first. */
  children: Map<string, string[]>;
}

/** One element of the document being built. */
export interface XNode {
  name: string;
  /** An xsi:type naming a type derived from the element's own (nc:RoleOfItem holding a vehicle). */
  type?: string | undefined;
  attrs: Record<string, string>;
  children: XNode[];
  text?: string | undefined;
  /** The report data path whose value this element holds. */
  field?: string | undefined;
}

/** Something of the report the export cannot carry; any of these holds the submission. */
export interface ExportProblem {
  /** The report data path (Units.1.Driver.GENDERCDE), or '' for the report as a whole. */
  field: string;
  message: string;
}

export interface BuiltExchange {
  root: XNode;
  json: Record<string, unknown>;
  problems: ExportProblem[];
}

/** A context's person and the elements linked to it, shared by the scopes nested in the person's own element. */
interface Person {
  readonly node: XNode;
  id: string;
  crashPerson?: XNode | undefined;
  occupant?: XNode | undefined;
}

interface Scope {
  readonly node: XNode;
  /** The last step of the scope's element: what a context's or field's `within` names. */
  element: string;
  readonly json: Record<string, unknown>;
  /** The vehicle the scope is in, made when first asked for. */
  vehicle?: (() => XNode) | undefined;
  person?: Person | undefined;
}

const stepName = (step: string) => step.split('~')[0] as string;
const lastStep = (path: string) => stepName(path.split('/').at(-1) as string);

function node(step: string): XNode {
  const [name, type] = step.split('~') as [string, string | undefined];
  return { name, type, attrs: {}, children: [] };
}

/** Follows a path, reusing each existing step but the last, which is new when `fresh`. */
function pathNode(from: XNode, path: string, fresh: boolean): XNode {
  const steps = path.split('/');
  let at = from;
  steps.forEach((step, n) => {
    const reuse = !(fresh && n === steps.length - 1) && at.children.find((c) => c.name === stepName(step));
    if (reuse) {
      at = reuse;
      return;
    }
    const made = node(step);
    at.children.push(made);
    at = made;
  });
  return at;
}

/** XML 1.0 refuses these characters in any text; a narrative pasted from elsewhere may hold them. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these control characters are exactly what must go
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Builds a report's exchange document as a tree of elements, in the mapping's terms, with the
 * MMUCC-named JSON beside it. The tree is unordered: orderTree puts it in schema order.
 */
export function buildExchange(
  definition: FormDefinition,
  mapping: ExchangeMapping,
  data: ReportData,
  root: XNode,
): BuiltExchange {
  const problems: ExportProblem[] = [];
  const json: Record<string, unknown> = {};
  let people = 0;
  const contextsOf = new Map<string, ExchangeContext[]>();
  for (const context of mapping.contexts)
    contextsOf.set(context.section, [...(contextsOf.get(context.section) ?? []), context]);

  /**
   * The scope of a section instance in its context. Its element and its JSON object are made on
   * first write, so an instance with nothing to send (an empty passenger) leaves no empty element.
   */
  const enter = (scope: Scope, context: ExchangeContext, repeated: boolean): Scope => {
    const here = context.element === '.';
    let made: XNode | undefined;
    const node = () => (made ??= here ? scope.node : pathNode(scope.node, context.element, true));
    const name = context.json;
    let own: Record<string, unknown> | undefined;
    const json = () => {
      if (own) return own;
      if (name === undefined) return (own = scope.json);
      own = {};
      if (repeated) scope.json[name] = [...((scope.json[name] as unknown[] | undefined) ?? []), own];
      else scope.json[name] = own;
      return own;
    };
    const element = here ? scope.element : lastStep(context.element);
    const vehicle = element === 'j:CrashVehicle' ? node : scope.vehicle;
    const personPath = context.person;
    let person: Person | undefined = here ? scope.person : undefined;
    if (personPath) {
      const id = `P${++people}`;
      person = {
        get node() {
          return pathNode(node(), personPath, false);
        },
        id,
      };
    }
    return {
      get node() {
        return node();
      },
      element,
      get json() {
        return json();
      },
      vehicle,
      person,
    };
  };

  /** The element a field's `@anchor` names, made on first use and linked to the scope's person. */
  const anchor = (scope: Scope, name: string): XNode | undefined => {
    const person = scope.person;
    if (!person) return undefined;
    const link = (holder: XNode, element: string) => {
      person.node.attrs['structures:id'] = person.id;
      const made = pathNode(holder, element, true);
      pathNode(made, 'nc:RoleOfPerson', true).attrs['structures:ref'] = person.id;
      return made;
    };
    if (name === '@crashPerson')
      return (person.crashPerson ??= link(pathNode(root, 'j:Crash', false), 'j:CrashPerson'));
    // A non-motorist sits in no vehicle: the occupant's facts have no place and are left out.
    if (name === '@occupant' && scope.vehicle)
      return (person.occupant ??= link(scope.vehicle(), 'j:CrashVehicleOccupant'));
    return undefined;
  };

  const exportField = (scope: Scope, field: FieldDefinition, path: string, at: string, holder: ReportData) => {
    const value = holder[field.key];
    if (isEmptyValue(value) || (field.type === 'checkbox' && value !== true)) return;
    const mapped = mapping.fields[path];
    if (!mapped) {
      if (!(path in mapping.notExported))
        problems.push({ field: at, message: `${field.label} has no place in the state's exchange.` });
      return;
    }
    // Every export for this place: a NIEM element and, for codes NIEM cannot carry, our own beside it.
    for (const exp of (Array.isArray(mapped) ? mapped : [mapped]).filter(
      (e) => !e.within || e.within === scope.element,
    )) {
      writeExport(scope, field, exp, value, at, holder);
    }
  };

  const writeExport = (
    scope: Scope,
    field: FieldDefinition,
    exp: FieldExport,
    value: unknown,
    at: string,
    holder: ReportData,
  ) => {
    const [head, ...rest] = exp.element.split('/');
    const target = head?.startsWith('@') ? anchor(scope, head) : scope.node;
    if (!target) {
      if (head === '@crashPerson')
        problems.push({ field: at, message: `${field.label} belongs to a person, but no person is here.` });
      return;
    }
    const elementPath = head?.startsWith('@') ? rest.join('/') : exp.element;
    const texts: string[] = [];
    for (const one of Array.isArray(value) ? value : [value]) {
      const written = writeValue(mapping, exp, field, one, holder);
      if ('problem' in written) {
        problems.push({ field: at, message: written.problem });
        continue;
      }
      if (written.text === undefined) continue;
      const path = written.date ? elementPath.replace(/nc:DateTime$/, 'nc:Date') : elementPath;
      const leaf = pathNode(target, path, true);
      leaf.text = written.text;
      leaf.field = at;
      texts.push(written.text);
    }
    if (texts.length > 0) scope.json[exp.json] = Array.isArray(value) ? texts : texts[0];
  };

  const walk = (section: SectionDefinition, path: string, at: string, holder: ReportData, scope: Scope) => {
    for (const field of section.fields) exportField(scope, field, `${path}.${field.key}`, `${at}.${field.key}`, holder);
    for (const child of section.sections ?? []) visitSection(child, `${path}.`, `${at}.`, holder, scope);
  };

  const visitSection = (
    section: SectionDefinition,
    prefix: string,
    atPrefix: string,
    holder: ReportData,
    scope: Scope,
  ) => {
    const path = `${prefix}${section.key}${section.repeat ? '.*' : ''}`;
    const value = holder[section.key];
    const items = section.repeat ? (Array.isArray(value) ? value : []) : [value ?? {}];
    const contexts = contextsOf.get(path) ?? [];
    items.forEach((item, index) => {
      const itemData = (item && typeof item === 'object' ? item : {}) as ReportData;
      const at = `${atPrefix}${section.key}${section.repeat ? `.${index}` : ''}`;
      if (contexts.length === 0) {
        walk(section, path, at, itemData, scope);
        return;
      }
      const context = contexts.find(
        (c) =>
          (!c.within || c.within === scope.element) &&
          (!c.when || conditionHolds({ ...c.when, path: c.when.field }, getAt(itemData, c.when.field))),
      );
      if (!context) {
        if (contexts.some((c) => !c.within || c.within === scope.element)) {
          problems.push({
            field: at,
            message: `${section.repeat?.itemLabel ?? section.label} ${index + 1} cannot be placed in the state's exchange: ${describeWhen(contexts)}.`,
          });
        }
        return;
      }
      walk(section, path, at, itemData, enter(scope, context, Boolean(section.repeat)));
    });
  };

  const top: Scope = { node: root, element: root.name, json };
  for (const section of definition.sections) visitSection(section, '', '', data, top);
  return { root, json, problems };
}

function describeWhen(contexts: ExchangeContext[]): string {
  const when = contexts.find((c) => c.when)?.when;
  return when ? `its ${when.field.split('.').at(-1)} is missing or unknown` : 'no place fits it';
}

type Written = { text: string | undefined; date?: boolean } | { problem: string };

/** A field's value as the element's schema type wants it written. */
function writeValue(
  mapping: ExchangeMapping,
  exp: FieldExport,
  field: FieldDefinition,
  value: unknown,
  holder: ReportData,
): Written {
  const raw = typeof value === 'string' ? value.trim() : value;
  const text = String(raw);
  const bad = (what: string): Written => ({ problem: `${field.label} "${text}" is not ${what}.` });
  switch (exp.as) {
    case 'text':
      return { text: text.replace(NOT_XML, '') };
    case 'date':
    case 'dateTime': {
      const iso = formDateToIso(text);
      if (!iso) return bad('a date');
      const time = exp.as === 'dateTime' && exp.time ? String(holder[exp.time] ?? '').trim() : '';
      if (time === '') return { text: iso, date: exp.as === 'dateTime' };
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(time)
        ? { text: `${iso}T${time}:00` }
        : { problem: `The time "${time}" with ${field.label} is not a time of day.` };
    }
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(text) ? { text: `${text}:00` } : bad('a time of day');
    case 'year':
      return /^\d{4}$/.test(text) ? { text } : bad('a year');
    case 'integer':
      return /^\d+$/.test(text) ? { text: String(Number(text)) } : bad('a whole number');
    case 'decimal':
      return /^-?\d+(\.\d+)?$/.test(text) ? { text } : bad('a number');
    case 'boolean': {
      if (field.type === 'checkbox') return { text: raw === true ? 'true' : 'false' };
      const label = field.options?.find((o) => o.value === text)?.label;
      // An answer that is neither (insurance "Unknown") is left out: NIEM's absence says unknown.
      return { text: label === 'Yes' ? 'true' : label === 'No' ? 'false' : undefined };
    }
    case 'code': {
      if (!exp.codes) return { text: text.replace(NOT_XML, '') };
      const table = mapping.translations[exp.codes];
      const code = table?.codes[text];
      if (code === null && table?.partial) return { text: undefined };
      if (code === undefined || code === null) {
        return {
          problem: `${field.label} code "${text}" has no equivalent in the state's list (${table?.type ?? exp.codes}).`,
        };
      }
      return { text: code };
    }
  }
}
