import { z } from 'zod/mini';
import { agencyNameProblem } from '../validation/input-rules/agency-fields';
import { oriSchema } from '../validation/input-rules/ori';

/** How long the first administrator's sign-in link stays valid: a day to open it. */
export const FIRST_ADMIN_LINK_TTL_MS = 24 * 60 * 60 * 1000;

const name = (what: string) =>
  z
    .string({ error: `Give the ${what}.` })
    .check(z.trim(), z.minLength(1, `Give the ${what}.`), z.maxLength(100, `The ${what} is at most 100 characters.`));

/** What `npm run create-admin` asks for: the state agency and its first administrator. */
export const firstAdminSchema = z.object({
  ori: z.pipe(
    z.string({ error: 'Give the state agency’s ORI.' }).check(z.trim(), z.toUpperCase()),
    // The same ORI rule as an agency created on the Agencies screen.
    oriSchema(),
  ),
  agencyName: z.string({ error: 'Give the state agency’s name.' }).check(
    z.trim(),
    z.superRefine((value, ctx) => {
      const problem = agencyNameProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  userName: z
    .string({ error: 'Give a user name.' })
    .check(
      z.trim(),
      z.regex(/^[A-Za-z0-9._@-]{2,100}$/, 'A user name is 2 to 100 letters, digits, dots, dashes, underscores or @.'),
    ),
  firstName: name('first name'),
  lastName: name('last name'),
});
export type FirstAdmin = z.output<typeof firstAdminSchema>;

/** The questions, in the order the terminal asks them when a flag is missing. */
export const firstAdminQuestions: { key: keyof FirstAdmin; flag: string; question: string }[] = [
  { key: 'ori', flag: 'ori', question: 'State agency ORI (e.g. IN0000000)' },
  { key: 'agencyName', flag: 'agency-name', question: 'State agency name' },
  { key: 'userName', flag: 'user-name', question: 'Administrator user name' },
  { key: 'firstName', flag: 'first-name', question: 'Administrator first name' },
  { key: 'lastName', flag: 'last-name', question: 'Administrator last name' },
];
