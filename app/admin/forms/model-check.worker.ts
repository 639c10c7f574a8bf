import '../../../lib/zod-without-eval';
import { checkModelText } from '../../../lib/validation/form-model/model-text';
import type { ModelCheckAnswer, ModelCheckRequest } from './model-checker';

/**
 * The designer's model checks (parse, schema, definition checks) off the page's thread: on the
 * full form they take tens of ms the first time, which would otherwise hold up typing and the open.
 */
self.onmessage = (event: MessageEvent<ModelCheckRequest>) => {
  const { id, text, codeListIds } = event.data;
  const start = performance.now();
  const check = checkModelText(text, codeListIds ? new Set(codeListIds) : null);
  const answer: ModelCheckAnswer = { id, ...check, ms: performance.now() - start };
  self.postMessage(answer);
};
