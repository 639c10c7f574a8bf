import type { FormDefinition } from '../forms/definition/definition-schema';
import { walkFields } from '../forms/definition/definition-walk';
import type { ExchangeContext, ExchangeMapping, FieldExport } from './exchange-mapping-schema';

type JsonSchema = Record<string, unknown>;

const DRAFT = 'https://json-schema.org/draft/2020-12/schema';

/** The JSON type of a value as the exchange writes it (the XML's lexical forms, kept as strings). */
function valueSchema(mapping: ExchangeMapping, exp: FieldExport): JsonSchema {
  switch (exp.as) {
    case 'date':
      return { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
    case 'dateTime':
      // A date of collision without its time is written as the date alone.
      return { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}:\\d{2})?$' };
    case 'time':
      return { type: 'string', pattern: '^\\d{2}:\\d{2}:\\d{2}$' };
    case 'year':
      return { type: 'string', pattern: '^\\d{4}$' };
    case 'integer':
      return { type: 'string', pattern: '^\\d+$' };
    case 'decimal':
      return { type: 'string', pattern: '^-?\\d+(\\.\\d+)?$' };
    case 'boolean':
      return { type: 'string', enum: ['true', 'false'] };
    case 'code': {
      const table = exp.codes ? mapping.translations[exp.codes] : undefined;
      if (!table) return { type: 'string', minLength: 1 };
      const codes = [...new Set(Object.values(table.codes).filter((c): c is string => c !== null))].sort();
      return { type: 'string', enum: codes };
    }
    case 'text':
      return { type: 'string' };
  }
}

type ObjectSchema = JsonSchema & {
  type: 'object';
  additionalProperties: false;
  properties: Record<string, JsonSchema>;
};

interface Holder {
  schema: ObjectSchema;
  element: string;
}

const newObject = (): ObjectSchema => ({ type: 'object', additionalProperties: false, properties: {} });

/**
 * The JSON Schema of a form's MMUCC-named JSON export, made from its exchange mapping: the same
 * contexts as objects (arrays where repeated), the same fields by their JSON names, codes limited
 * to the translation's targets. The shipped exchange/crash-report.schema.json is this schema of
 * the shipped form; a newer form version's export is checked against its own.
 */
export function mmuccJsonSchema(definition: FormDefinition, mapping: ExchangeMapping, id: string): JsonSchema {
  const crash = newObject();
  const contextsByPath = new Map<string, ExchangeContext[]>();
  for (const c of mapping.contexts) contextsByPath.set(c.section, [...(contextsByPath.get(c.section) ?? []), c]);
  const children = new Map<ObjectSchema, Map<string, ObjectSchema>>();
  const childOf = (parent: ObjectSchema, name: string, repeated: boolean) => {
    const own = children.get(parent) ?? new Map<string, ObjectSchema>();
    children.set(parent, own);
    let child = own.get(name);
    if (!child) {
      child = newObject();
      own.set(name, child);
      parent.properties[name] = repeated ? { type: 'array', items: child } : child;
    }
    return child;
  };

  /** The objects a field of the section at `sectionPath` lands in, each with its context's element, as the builder places them. */
  const holders = (sectionPath: string): Holder[] => {
    const steps = sectionPath.split('.');
    let current: Holder[] = [{ schema: crash, element: 'cr:CrashReport' }];
    for (let n = 1; n <= steps.length; n++) {
      if (steps[n] === '*') continue;
      const path = steps.slice(0, n).join('.');
      const contexts = contextsByPath.get(path);
      if (!contexts) continue;
      current = current.flatMap((parent) =>
        contexts
          .filter((c) => !c.within || c.within === parent.element)
          .map((c) => ({
            schema: c.json === undefined ? parent.schema : childOf(parent.schema, c.json, path.endsWith('*')),
            element: c.element === '.' ? parent.element : ((c.element.split('/').at(-1) ?? '').split('~')[0] ?? ''),
          })),
      );
    }
    return current;
  };

  for (const { path, field } of walkFields(definition)) {
    const mapped = mapping.fields[path];
    if (!mapped) continue;
    const sectionPath = path.slice(0, path.lastIndexOf('.'));
    const multiple =
      field.type === 'multiCode' ||
      field.type === 'dualList' ||
      (field.type === 'vehicleDiagram' && field.pick === 'multiple');
    for (const holder of holders(sectionPath)) {
      for (const exp of (Array.isArray(mapped) ? mapped : [mapped]).filter(
        (e) => !e.within || e.within === holder.element,
      )) {
        const value = valueSchema(mapping, exp);
        holder.schema.properties[exp.json] = multiple ? { type: 'array', items: value } : value;
      }
    }
  }
  return {
    $schema: DRAFT,
    $id: id,
    title: `${definition.name}, MMUCC-named JSON export`,
    type: 'object',
    additionalProperties: false,
    required: ['report', 'crash'],
    properties: {
      report: {
        type: 'object',
        additionalProperties: false,
        required: ['uniqueIdentifier', 'version', 'supplement', 'agencyOri'],
        properties: {
          uniqueIdentifier: { type: 'string', minLength: 1 },
          version: { type: 'integer', minimum: 1 },
          supplement: { type: 'boolean' },
          replacesStateCaseNumber: { type: 'string', minLength: 1 },
          agencyOri: { type: 'string', minLength: 1 },
          formVersion: { type: 'string' },
        },
      },
      crash,
    },
  };
}
