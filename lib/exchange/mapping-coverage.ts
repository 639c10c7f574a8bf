import type { FormDefinition } from '../forms/definition/definition-schema';
import { walkFields } from '../forms/definition/definition-walk';
import type { ExchangeMapping } from './exchange-mapping-schema';

/** A field of the form that its exchange mapping neither maps nor lists as not exported. */
export interface UnexportedField {
  /** Its definition path, `*` for repeated sections: Units.*.VehicleInformation.VINTXT. */
  path: string;
  /** Its label as the definition names it. */
  label: string;
  /** The label of the section holding it, to tell apart fields of one label in two sections. */
  section: string;
}

export interface MappingCoverage {
  /** Fields whose values would never reach the state, and nobody said why. */
  unexported: UnexportedField[];
  /** Paths the mapping names that are no field of the form. */
  unknown: string[];
}

/**
 * How far a form version's exchange mapping covers its fields (docs/exchange.md, "The mapping"):
 * every field is either mapped or listed as not exported with its reason. A new field is neither
 * until someone decides, so a version publishing it would leave its values behind silently.
 * Without a mapping (`null`: none, or none that reads as one) no field is sent at all.
 */
export function mappingCoverage(
  definition: FormDefinition,
  mapping: Pick<ExchangeMapping, 'fields' | 'notExported'> | null,
): MappingCoverage {
  const fields = walkFields(definition);
  const named = new Set([...Object.keys(mapping?.fields ?? {}), ...Object.keys(mapping?.notExported ?? {})]);
  const paths = new Set(fields.map((f) => f.path));
  return {
    unexported: fields
      .filter((f) => !named.has(f.path))
      .map((f) => ({ path: f.path, label: f.field.label, section: f.section.label })),
    unknown: [...named].filter((p) => !paths.has(p)).sort(),
  };
}

/** How many labels a sentence lists before it only counts the rest. */
const LISTED = 10;

/**
 * "3 fields will not be sent to the state: Patrol beat, Notes in Owner, Notes in Driver." The
 * designer's warning and the server's refusal to publish say it alike. A label two fields share
 * is told apart by its section.
 */
export function unexportedSentence(fields: readonly Pick<UnexportedField, 'label' | 'section'>[]): string {
  if (!fields.length) return '';
  const counts = new Map<string, number>();
  for (const f of fields) counts.set(f.label, (counts.get(f.label) ?? 0) + 1);
  const names = fields.map((f) => ((counts.get(f.label) ?? 0) > 1 ? `${f.label} in ${f.section}` : f.label));
  const listed = names.slice(0, LISTED).join(', ');
  const rest = names.length - LISTED;
  const one = fields.length === 1;
  return `${fields.length} ${one ? 'field' : 'fields'} will not be sent to the state: ${listed}${rest > 0 ? ` and ${rest} more` : ''}.`;
}
