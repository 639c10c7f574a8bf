import { z } from 'zod/mini';
import { newPinSchema, pinSchema } from '../../analysis/dashboard-pins';
import { dbId } from '../../validation/input-rules/input-bounds';
import { defineCall } from '../define-call';

const pinsAnswer = () => z.object({ pins: z.array(pinSchema) });

export const listPins = defineCall({
  path: 'Dashboard/Pins',
  access: 'session',
  summary: 'The crash data views the caller pinned to their dashboard, in their order.',
  request: () => z._default(z.object({}), {}),
  response: pinsAnswer,
});

export const addPin = defineCall({
  path: 'Dashboard/Pin',
  access: 'session',
  summary:
    'Pins a view of the crash data screen, with its filters, to the end of the caller\u2019s dashboard (for those who may use that screen; at most 12 pins).',
  request: () => newPinSchema,
  response: pinsAnswer,
});

export const movePin = defineCall({
  path: 'Dashboard/MovePin',
  access: 'session',
  summary: 'Moves one of the caller\u2019s pins to another place (0 the first) among their pins.',
  request: () => z.object({ id: dbId(), position: z.number().check(z.int(), z.gte(0), z.lte(100)) }),
  response: pinsAnswer,
});

export const removePin = defineCall({
  path: 'Dashboard/Unpin',
  access: 'session',
  summary: 'Removes one of the caller\u2019s pins from their dashboard.',
  request: () => z.object({ id: dbId() }),
  response: pinsAnswer,
});
