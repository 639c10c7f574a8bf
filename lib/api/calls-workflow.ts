import { z } from 'zod';
import { defineCall } from './define-call';

const move = z.object({ id: z.number().int().positive(), version: z.number().int().min(1) });
const moved = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.number().int(),
  lastUpdated: z.string(),
});

export const sendTo = defineCall({
  path: 'Workflow/SendTo',
  access: 'session',
  summary:
    'Submits a complete report to its agency\u2019s review inbox (0 -> 1); refused with the completeness errors.',
  request: move,
  response: moved,
});
