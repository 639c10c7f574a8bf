import { z } from 'zod/mini';
import { dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';
import { formConfigurationSchema } from '../schemas/form-configuration-schemas';

/**
 * One form version read whole, apart from the designer's calls (calls-form-configuration.ts, which
 * lists it with them): the first screens' bundle sends it for a page opened on the designer
 * (app/admin/form-version-prefetch.ts) without carrying the others.
 */
export const getFormConfiguration = defineCall({
  path: 'FormConfiguration/Get',
  access: 'session',
  summary: 'One form configuration with its form model (the definition a report was written with).',
  request: () => z.object({ id: dbId() }),
  response: () => formConfigurationSchema,
});
