import { z } from 'zod/mini';
import { definitionKeySchema, fieldSchema, formerKeysSchema } from './field-schema';
import { sectionRoles, type SectionRole } from './roles';

/**
 * A section holds fields and sub-sections; with `repeat` it is a repeatable group (units,
 * passengers, witnesses, ...) stored as an array under its key.
 */
export interface SectionDefinition {
  key: string;
  label: string;
  /** Shown as a root of the editor's navigation tree. */
  navRoot?: boolean | undefined;
  repeat?: { min: number; max: number; itemLabel: string } | undefined;
  /** What the section means to lookups, records, search and print (lib/forms/definition/roles.ts). */
  role?: SectionRole | undefined;
  /** Keys this section had in earlier versions: a draft moving to this version keeps their values here. */
  formerKeys?: string[] | undefined;
  fields: z.infer<typeof fieldSchema>[];
  sections?: SectionDefinition[] | undefined;
}

export const sectionSchema: z.ZodMiniType<SectionDefinition> = z.lazy(() =>
  z.object({
    key: definitionKeySchema,
    label: z.string().check(z.minLength(1)),
    navRoot: z.optional(z.boolean()),
    repeat: z.optional(
      z
        .object({
          min: z.number().check(z.int(), z.gte(0)),
          max: z.number().check(z.int(), z.gte(1)),
          itemLabel: z.string(),
        })
        .check(z.refine((r) => r.min <= r.max, 'repeat.min is above repeat.max')),
    ),
    role: z.optional(z.enum(sectionRoles)),
    formerKeys: z.optional(formerKeysSchema),
    fields: z.array(fieldSchema),
    sections: z.optional(z.array(sectionSchema)),
  }),
);

/**
 * Paths name a field or section from the report root with `*` for "the same item of a repeated
 * group as the trigger": `Units.*.UnitInformation.COMMVEHIND` -> `Units.*.CMVInformation`.
 */
const pathSchema = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_]*(\.(\*|[A-Za-z][A-Za-z0-9_]*))*$/, 'Not a definition path.'));

// The schemas below are built the first time a definition is checked, not as the module loads:
// most of the app imports this module for its types, long before it parses a definition, if ever.

export const conditionSchema = z.lazy(() =>
  z.union([
    z.object({ path: pathSchema, equals: z.string() }),
    z.object({ path: pathSchema, in: z.array(z.string()).check(z.minLength(1)) }),
    z.object({ path: pathSchema, notIn: z.array(z.string()).check(z.minLength(1)) }),
    z.object({ path: pathSchema, empty: z.boolean() }),
  ]),
);
export type Condition = z.infer<typeof conditionSchema>;

export const uiActions = ['disable', 'enable', 'hide', 'show', 'set', 'clear'] as const;
export type UiAction = (typeof uiActions)[number];

export const uiRuleSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    when: conditionSchema,
    then: z
      .array(z.object({ action: z.enum(uiActions), target: pathSchema, value: z.optional(z.string()) }))
      .check(z.minLength(1)),
  }),
);
export type UiRule = z.infer<typeof uiRuleSchema>;

export const severities = ['error', 'warning'] as const;
export type Severity = (typeof severities)[number];

/**
 * A completeness rule: `required` fields must have a value; `minItems` groups need that many
 * items; `dateNotAfter` dates may not be later than `than` (another date field, `*` for the same
 * item, or 'today'); `custom` names a check of lib/validation. `when` limits the rule to reports
 * it applies to.
 */
export const validationRuleSchema = z.lazy(() =>
  z.object({
    id: z.string(),
    kind: z.enum(['required', 'minItems', 'dateNotAfter', 'custom']),
    path: pathSchema,
    severity: z.enum(severities),
    message: z.string(),
    when: z.optional(conditionSchema),
    count: z.optional(z.number().check(z.int(), z.gte(1))),
    than: z.optional(z.union([z.literal('today'), pathSchema])),
    check: z.optional(z.string()),
  }),
);
export type ValidationRule = z.infer<typeof validationRuleSchema>;

export const attachmentTypeSchema = z.lazy(() =>
  z.object({
    code: z.string().check(z.regex(/^\d{3}$/)),
    name: z.string(),
    category: z.enum(['public', 'private']),
  }),
);

export const formDefinitionSchema = z.lazy(() =>
  z.object({
    type: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1)),
    lockDuration: z.number().check(z.positive()),
    sections: z.array(sectionSchema).check(z.minLength(1)),
    uiRules: z.array(uiRuleSchema),
    validationRules: z.array(validationRuleSchema),
    attachmentTypes: z.array(attachmentTypeSchema),
    attachmentLimits: z.object({
      maxBytesEach: z.number().check(z.int(), z.positive()),
      maxBytesTotal: z.number().check(z.int(), z.positive()),
      extensions: z.array(z.string().check(z.regex(/^[a-z0-9]+$/))).check(z.minLength(1)),
    }),
    mapBounds: z.object({
      minLatitude: z.number(),
      maxLatitude: z.number(),
      minLongitude: z.number(),
      maxLongitude: z.number(),
    }),
    /**
     * How the form's reports go to the state (lib/exchange/exchange-mapping-schema.ts): kept as
     * data of the version so each carries its own, and read only where reports are exported, so
     * the app's bundles do not carry its schema.
     */
    exchange: z.optional(z.unknown()),
  }),
);
export type FormDefinition = z.infer<typeof formDefinitionSchema>;
