import { z } from 'zod/mini';
import { crashDiagramValueSchema } from '../../forms/diagrams/crash-diagram';
import type { FieldDefinition } from '../../forms/definition/field-schema';
import { formDateToIso } from '../../format/dates';
import { unsafeTextReason } from '../input-rules/safe-text';

/** Mask characters: 9 a digit, A a letter, * a letter or digit; others literal. */
export function maskPattern(mask: string): RegExp {
  const body = [...mask]
    .map((ch) =>
      ch === '9' ? '\\d' : ch === 'A' ? '[A-Z]' : ch === '*' ? '[A-Z0-9]' : ch.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${body}$`);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Why a typed date is refused: a year not of four digits is named, as it is the usual slip. */
function dateRefusal(value: string): string | null {
  if (value === '' || formDateToIso(value) !== null) return null;
  const year = /^\d{1,2}\/\d{1,2}\/(\d*)$/.exec(value)?.[1];
  return year !== undefined && year.length !== 4
    ? 'The year has four digits: a date as mm/dd/yyyy.'
    : 'A date as mm/dd/yyyy.';
}

/** A text value: limits and mask apply once something is typed; drafts may leave it empty. */
function textSchema(f: FieldDefinition): z.ZodMiniType<string, string> {
  const check = z.superRefine<string>((value, ctx) => {
    if (value === '') return;
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    const unsafe = unsafeTextReason(value);
    if (unsafe) return fail(unsafe);
    if (f.maxLength !== undefined && value.length > f.maxLength) return fail(`At most ${f.maxLength} characters.`);
    if (f.minLength !== undefined && value.length < f.minLength) return fail(`At least ${f.minLength} characters.`);
    if (f.digits !== undefined && !new RegExp(`^\\d{${f.digits}}$`).test(value))
      return fail(`Exactly ${f.digits} digits.`);
    if (f.mask && !maskPattern(f.mask).test(value)) return fail(`Use the format ${f.mask}.`);
    if (f.email && !EMAIL.test(value)) return fail('Enter an e-mail address such as name@example.org.');
  });
  return f.upperCase
    ? z
        .pipe(
          z.string(),
          z.transform((v: string) => v.toUpperCase()),
        )
        .check(check)
    : z.string().check(check);
}

/** Numbers travel as the text typed (leading zeros and decimals kept); checked for digits and range. */
function numberSchema(f: FieldDefinition) {
  const integer = f.integerDigits ?? 10;
  const fraction = f.fractionDigits ?? 0;
  const sign = (f.min ?? 0) < 0 ? '-?' : '';
  const pattern = new RegExp(`^${sign}\\d{1,${integer}}${fraction ? `(\\.\\d{1,${fraction}})?` : ''}$`);
  const shape = fraction ? `${'9'.repeat(integer)}.${'9'.repeat(fraction)}` : `${integer} digits`;
  return z.pipe(z.union([z.string(), z.pipe(z.number(), z.transform(String))]), z.string()).check(
    z.superRefine((value, ctx) => {
      if (value === '') return;
      if (!pattern.test(value)) return ctx.addIssue({ code: 'custom', message: `A number of at most ${shape}.` });
      if (f.digits !== undefined && value.replace('-', '').length !== f.digits)
        return ctx.addIssue({ code: 'custom', message: `Exactly ${f.digits} digits.` });
      const n = Number(value);
      if (f.min !== undefined && n < f.min) ctx.addIssue({ code: 'custom', message: `At least ${f.min}.` });
      if (f.max !== undefined && n > f.max) ctx.addIssue({ code: 'custom', message: `At most ${f.max}.` });
    }),
  );
}

const codeValue = z.string().check(z.maxLength(30, 'Not a code of this list.'));

// Built the first time an attachment is checked, not as the module loads.
const attachment = z.lazy(() =>
  z.object({
    id: z.optional(z.string().check(z.maxLength(100))),
    fileName: z.string().check(z.minLength(1), z.maxLength(255)),
    size: z.number().check(z.int(), z.gte(0)),
    type: z.enum(['001', '002', '003', '004', '005']),
    contentType: z.optional(z.string().check(z.maxLength(100))),
  }),
);

/** The zod schema of one field's value in report data: its shape, mask and limits. */
export function fieldValueSchema(f: FieldDefinition): z.ZodMiniType {
  switch (f.type) {
    case 'text':
    case 'textArea':
      return textSchema(f);
    case 'number':
    case 'latLong':
      return numberSchema(f);
    case 'date':
      return z.string().check(
        z.superRefine((value, ctx) => {
          const refusal = dateRefusal(value);
          if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
        }),
      );
    case 'time':
      return z
        .string()
        .check(z.refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'A time as hh:mm (00:00 to 23:59).'));
    case 'yesNo':
    case 'code': {
      const values = f.options?.map((o) => o.value);
      if (values?.length) {
        return z.string().check(z.refine((v) => v === '' || values.includes(v), `One of ${values.join(', ')}.`));
      }
      if (f.autocomplete?.freeText) return textSchema({ ...f, upperCase: true });
      return codeValue;
    }
    case 'multiCode':
    case 'dualList':
      return z.array(codeValue).check(z.maxLength(200));
    case 'vehicleDiagram':
      return f.pick === 'multiple' ? z.array(codeValue).check(z.maxLength(30)) : codeValue;
    case 'checkbox':
      return z.boolean();
    case 'attachments':
      return z.array(attachment).check(z.maxLength(50));
    case 'map':
      return z.nullable(z.record(z.string(), z.unknown()));
    case 'crashDiagram':
      return crashDiagramValueSchema;
  }
}
