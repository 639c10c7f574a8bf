import { z } from 'zod/mini';
import { LIST_BOX_ROWS } from '../../ui/ui-constants';
import { personalDataKinds, publicCopyTreatments } from './personal-data-kinds';
import { fieldRoles } from './roles';

/** Field kinds of a form definition; the editor has one control for each. */
export const fieldTypes = [
  'text',
  'number',
  'date',
  'time',
  'yesNo',
  'checkbox',
  'code',
  'multiCode',
  'dualList',
  'textArea',
  'latLong',
  'map',
  'crashDiagram',
  'vehicleDiagram',
  'attachments',
] as const;
export type FieldType = (typeof fieldTypes)[number];

/** A fixed choice written into the definition (yes/no and other short coded answers). */
export const optionSchema = z.object({ value: z.string(), label: z.string() });
export type FieldOption = z.infer<typeof optionSchema>;

/** What a new report's field may take from its author: names, officer id, agency. */
export const userDefaultSources = ['user.lastName', 'user.firstName', 'user.badgeId', 'user.agencyOri'] as const;
/** What a new report's field may take from its author's default location (the profile). */
export const profileDefaultSources = [
  'profile.county',
  'profile.city',
  'profile.latitude',
  'profile.longitude',
] as const;

/** The key of a field or section: where its value is kept in a report's data. */
export const definitionKeySchema = z
  .string()
  .check(z.regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'A key is letters, digits and underscores, starting with a letter.'));

/** Keys a field or section had in earlier versions: a draft moving to this version keeps their values here. */
export const formerKeysSchema = z.array(definitionKeySchema).check(z.maxLength(20));

// Built the first time a field is checked (a definition parsed, a field added in the designer), not
// as the module loads: most code that imports it wants the types only.
export const fieldSchema = z.lazy(() =>
  z
    .object({
      key: definitionKeySchema,
      label: z.string().check(z.minLength(1)),
      type: z.enum(fieldTypes),
      /** Input mask: 9 = digit, A = letter, * = letter or digit, anything else literal (e.g. 999-999-9999). */
      mask: z.optional(z.string()),
      minLength: z.optional(z.number().check(z.int(), z.gte(0))),
      maxLength: z.optional(z.number().check(z.int(), z.gte(1))),
      /** Exactly this many digits (DOT numbers; a year's four). */
      digits: z.optional(z.number().check(z.int(), z.gte(1))),
      /** Numbers: at most this many digits before and after the decimal point. */
      integerDigits: z.optional(z.number().check(z.int(), z.gte(1))),
      fractionDigits: z.optional(z.number().check(z.int(), z.gte(0))),
      min: z.optional(z.number()),
      max: z.optional(z.number()),
      upperCase: z.optional(z.boolean()),
      email: z.optional(z.boolean()),
      codeListId: z.optional(z.number().check(z.int(), z.positive())),
      /** The field whose value filters this list by parent code (county -> township/city). */
      parentField: z.optional(z.string()),
      options: z.optional(z.array(optionSchema)),
      autocomplete: z.optional(z.object({ minChars: z.number().check(z.int(), z.gte(1)), freeText: z.boolean() })),
      /** Dual list boxes show 5 or 7 rows. */
      rows: z.optional(z.union([z.literal(5), z.literal(7)])),
      /** List boxes (several codes picked from one list) show 6, 22 or 30 rows; 6 when not said. */
      listRows: z.optional(
        z
          .number()
          .check(
            z.refine(
              (n) => (LIST_BOX_ROWS as readonly number[]).includes(n),
              `A list box shows ${LIST_BOX_ROWS.join(', ')} rows.`,
            ),
          ),
      ),
      /** Vehicle body diagram: single pick or multiple pick of body areas on a size x size image. */
      pick: z.optional(z.enum(['single', 'multiple'])),
      size: z.optional(z.number().check(z.int(), z.positive())),
      readOnly: z.optional(z.boolean()),
      /**
       * Not shown in the editor, its preview or print, and never required: a field retired from a
       * version without removing it, so drafts and reports that hold a value keep it.
       */
      hidden: z.optional(z.boolean()),
      /** A lookup the editor offers beside the field (VIN decode fills the vehicle's make, model, year, style). */
      lookup: z.optional(z.enum(['vinDecode'])),
      /**
       * Fills the field of a new report from the signed-in user: their name, officer id and agency,
       * or a part of the default location of their profile (county, city, map point).
       */
      defaultFrom: z.optional(z.enum([...userDefaultSources, ...profileDefaultSources])),
      /**
       * The server always writes this field from `defaultFrom` of the report's author (the report's
       * agency for `user.agencyOri`), whatever a save carries; the editor shows it read-only.
       */
      setByServer: z.optional(z.boolean()),
      help: z.optional(z.string()),
      /** What the field means to lookups, records, search and print (lib/forms/definition/roles.ts). */
      role: z.optional(z.enum(fieldRoles)),
      /** Keys this field had in earlier versions: a draft moving to this version keeps their values here. */
      formerKeys: z.optional(formerKeysSchema),
      /** Personal data under the DPPA: withheld from readers who may not see it (lib/forms/definition/personal-data.ts). */
      personal: z.optional(z.enum(personalDataKinds)),
      /**
       * What a public copy does with the value beyond the personal fields (lib/forms/definition/public-copy.ts):
       * leaves it out (policy numbers, medical details) or keeps a ZIP code's first five digits.
       */
      publicCopy: z.optional(z.enum(publicCopyTreatments)),
    })
    .check(
      z.superRefine((f, ctx) => {
        const needsChoices = f.type === 'code' || f.type === 'multiCode' || f.type === 'dualList' || f.type === 'yesNo';
        if (needsChoices && f.codeListId === undefined && !f.options?.length) {
          ctx.addIssue({ code: 'custom', message: `${f.key}: a ${f.type} field needs a codeListId or options.` });
        }
        const listBox = f.type === 'multiCode' || (f.type === 'code' && f.pick === 'multiple' && !f.autocomplete);
        if (f.listRows !== undefined && !listBox) {
          ctx.addIssue({ code: 'custom', message: `${f.key}: only a list box has listRows.` });
        }
        if (f.setByServer && !f.defaultFrom) {
          ctx.addIssue({ code: 'custom', message: `${f.key}: a field set by the server needs defaultFrom.` });
        }
        if (f.setByServer && f.defaultFrom?.startsWith('profile.')) {
          ctx.addIssue({
            code: 'custom',
            message: `${f.key}: only the user's name, officer id and agency are set by the server.`,
          });
        }
        if (f.minLength !== undefined && f.maxLength !== undefined && f.minLength > f.maxLength) {
          ctx.addIssue({ code: 'custom', message: `${f.key}: minLength is above maxLength.` });
        }
      }),
    ),
);
export type FieldDefinition = z.infer<typeof fieldSchema>;
