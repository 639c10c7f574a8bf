import { z } from 'zod/mini';

/**
 * How a form's report leaves the agency: each field's NIEM element (with its MMUCC name for the
 * JSON export), or the reason it is not exported. It is data kept in the form definition, so a
 * new form version carries its own mapping (docs/exchange.md).
 *
 * Element paths are steps of `prefix:Name` joined by `/`, relative to the element of the
 * enclosing context. A path may start with an anchor, `@crashPerson` or `@occupant`: the
 * `j:CrashPerson` (injury, tests, transport) or the `j:CrashVehicleOccupant` (seat, ejection,
 * restraint) that the builder makes for the person of a person context and links to it by
 * reference, as NIEM's Justice domain keeps those facts apart from the driver or passenger role.
 */

const qname = /^[a-z][a-z0-9_]*:[A-Za-z][A-Za-z0-9]*$/;
/** A step may name the derived type its element holds (`nc:RoleOfItem~nc:VehicleType`, written as xsi:type). */
const step = /^[a-z][a-z0-9_]*:[A-Za-z][A-Za-z0-9]*(~[a-z][a-z0-9_-]*:[A-Za-z][A-Za-z0-9]*)?$/;
const elementPath = z
  .string()
  .check(
    z.refine(
      (path) =>
        path.split('/').every((part, n) => step.test(part) || (n === 0 && /^@(crashPerson|occupant)$/.test(part))),
      'Not an element path: prefix:Name steps joined by /, optionally after @crashPerson or @occupant.',
    ),
  );
const jsonName = z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/, 'Not a JSON property name in lower camel case.'));
/** A section or field path of the definition, `*` for every item of a repeated section. */
const definitionPath = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_]*(\.(\*|[A-Za-z][A-Za-z0-9_]*))*$/));

/** Where each instance of a section goes; sections without a context lend theirs to their fields. */
export const exchangeContextSchema = z.object({
  section: definitionPath,
  /** The element made for each instance, under the enclosing context's element; `.` is that element itself. */
  element: z.union([elementPath, z.literal('.')]),
  /** Only when the enclosing context's element is this one (a unit's driver section differs for a vehicle and a non-motorist). */
  within: z.optional(z.string().check(z.regex(qname))),
  /** Only instances whose field (dotted from the section: UnitInformation.UNITTYPECDE) holds one of, or none of, these values. */
  when: z.optional(
    z.union([
      z.object({ field: definitionPath, in: z.array(z.string()).check(z.minLength(1)) }),
      z.object({ field: definitionPath, notIn: z.array(z.string()).check(z.minLength(1)) }),
    ]),
  ),
  /** The element holding the context's person (its nc:RoleOfPerson), for @crashPerson and @occupant links. */
  person: z.optional(elementPath),
  /** Its object (or, repeated, array) in the JSON export; absent, its fields join the enclosing object. */
  json: z.optional(jsonName),
});
export type ExchangeContext = z.infer<typeof exchangeContextSchema>;

export const valueKinds = [
  'text',
  'date',
  'dateTime',
  'time',
  'year',
  'integer',
  'decimal',
  'boolean',
  'code',
] as const;
export type ValueKind = (typeof valueKinds)[number];

export const fieldExportSchema = z.object({
  element: elementPath,
  /** The field's name in the MMUCC-named JSON export. */
  json: jsonName,
  /** The MMUCC data element it carries (C11, V4, P13 ...), when one matches. */
  mmucc: z.optional(z.string().check(z.regex(/^[A-Z]{1,3}\d{1,2}[A-Z]?$/))),
  as: z.enum(valueKinds),
  /** The translation table from our codes to the element's code list; absent writes our code. */
  codes: z.optional(z.string()),
  /** For a dateTime: the key of the sibling field holding the time. */
  time: z.optional(z.string()),
  /** Only when the context's element is this one; a field may list one export per context. */
  within: z.optional(z.string().check(z.regex(qname))),
});
export type FieldExport = z.infer<typeof fieldExportSchema>;

export const translationSchema = z.object({
  /** The XML Schema type of the target element's codes, e.g. mmucc:CrashWeatherConditionCodeSimpleType. */
  type: z.string().check(z.regex(qname)),
  /** Our code to theirs; null where the target list has no equivalent (the export names it as an error). */
  codes: z.record(z.string(), z.nullable(z.string())),
  /**
   * The field also goes, with our own code, to an element of ours: a code this list has no
   * equivalent for (null) is then left out of this element rather than named as an error. A code
   * missing from `codes` (one added to our list since) is an error all the same.
   */
  partial: z.optional(z.literal(true)),
});
export type Translation = z.infer<typeof translationSchema>;

export const exchangeMappingSchema = z.object({
  contexts: z.array(exchangeContextSchema),
  fields: z.record(definitionPath, z.union([fieldExportSchema, z.array(fieldExportSchema).check(z.minLength(1))])),
  notExported: z.record(definitionPath, z.string().check(z.minLength(3))),
  /** MMUCC elements the state expects that this form cannot fill, and why. */
  unfilled: z.array(z.object({ mmucc: z.string(), element: z.optional(z.string()), why: z.string() })),
  translations: z.record(z.string(), translationSchema),
});
export type ExchangeMapping = z.infer<typeof exchangeMappingSchema>;
