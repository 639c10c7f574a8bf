import type { Condition } from './definition-schema';
import { isEmptyValue } from './paths';

/** Whether a field's value meets a rule's condition; `notIn` never matches an empty value. */
export function conditionHolds(condition: Condition, value: unknown): boolean {
  const text = value === undefined || value === null ? '' : String(value);
  if ('equals' in condition) return text === condition.equals;
  if ('in' in condition) return condition.in.includes(text);
  if ('notIn' in condition) return !isEmptyValue(value) && !condition.notIn.includes(text);
  return isEmptyValue(value) === condition.empty;
}
