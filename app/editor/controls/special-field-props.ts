import type { FieldDefinition } from '../../../lib/forms/definition/field-schema';

/** What the editor hands a field with its own editor (map, diagram, attachments). */
export interface SpecialFieldProps {
  field: FieldDefinition;
  /** The field's path in the report data, e.g. Location.MapIt. */
  path: string;
  /** Read-only report, disabled by a UI rule, or a status in which the part may not change. */
  disabled: boolean;
}
