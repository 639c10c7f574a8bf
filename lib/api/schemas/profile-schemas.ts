import { z } from 'zod/mini';

const defaultLocationView = z.object({
  county: z.string(),
  city: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});

/** The caller's own profile, with whether their role lets them change their officer id. */
export const profileSchema = z.object({
  userName: z.string(),
  agencyName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  badgeId: z.string(),
  /** False: the officer id is shown read-only and a save may not change it. */
  badgeEditable: z.boolean(),
  defaultLocation: z.nullable(defaultLocationView),
});
export type Profile = z.infer<typeof profileSchema>;
