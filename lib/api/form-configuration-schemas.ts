import { z } from 'zod';

/** A form configuration (a versioned, publishable form); formModel is the form definition, shaped by lib/forms. */
export const formConfigurationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  agencyOri: z.string().nullable(),
  majorVersion: z.number().int(),
  minorVersion: z.number().int(),
  isPublished: z.boolean(),
  disabled: z.boolean(),
  lastUpdated: z.string(),
  formModel: z.unknown(),
});
export type FormConfiguration = z.infer<typeof formConfigurationSchema>;
