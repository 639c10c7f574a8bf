import { describe, expect, it } from 'vitest';
import { exceptionReportSchema } from '../api/schemas/exception-schemas';
import { EXCEPTION_BOUNDS } from './exception-bounds';
import { scrubMessage, scrubName, scrubStack } from './scrub-error-text';

describe('scrubbing an error for its report', () => {
  it.each([
    ['zod quoting the input', 'Invalid option: expected one of "1"|"2", received "John Q Public"', 'John'],
    ['JSON.parse quoting the text', `Unexpected token 'M', "Main Street" is not valid JSON`, 'Main Street'],
    ['a VIN unquoted', 'Invalid VIN 1FTMW1T88MFA00001', '1FTMW1T88MFA00001'],
    ['a case number and a date', 'No report 2024-00042 on 03/14/2025', '2024-00042'],
    ['an address', 'Mail to jqp@example.org failed', 'jqp@example.org'],
    ['a template literal', 'Unknown code `Smith` in list 12', 'Smith'],
    ['typographic quotes', 'Cannot match “Ford Explorer”', 'Ford'],
  ])('keeps no field value of %s in the message', (_what, message, value) => {
    expect(scrubMessage(message)).not.toContain(value);
  });

  it('keeps the shape of a message', () => {
    expect(scrubMessage("Cannot read properties of undefined (reading 'map')")).toBe(
      "Cannot read properties of undefined (reading '…')",
    );
    expect(scrubMessage('Maximum update depth exceeded')).toBe('Maximum update depth exceeded');
  });

  it('bounds the message', () => {
    expect(scrubMessage('word '.repeat(1000)).length).toBe(EXCEPTION_BOUNDS.message);
  });

  it('keeps only the frames of a stack, without the message or an address query', () => {
    const message = 'Invalid VIN 1FTMW1T88MFA00001\nat what the officer typed';
    const stack = `Error: ${message}\n    at Section (http://h/assets/editor-abc.js:1:2)\n    at f (http://h/reports/12?case=2024-42#x:3:4)\nrender@http://h/assets/a.js:5:6`;
    const scrubbed = scrubStack(stack, message);
    expect(scrubbed.split('\n')).toEqual([
      'at Section (http://h/assets/editor-abc.js:1:2)',
      'at f (http://h/reports/12:3:4)',
      'render@http://h/assets/a.js:5:6',
    ]);
  });

  it('takes a name only when it is an identifier', () => {
    expect(scrubName('TypeError')).toBe('TypeError');
    expect(scrubName('John Q Public')).toBe('Error');
  });

  it('makes a report the call schema takes', () => {
    const report = {
      kind: 'render',
      release: '0.1.0',
      screen: '/reports/:id',
      name: scrubName('TypeError'),
      message: scrubMessage('x'.repeat(10_000)),
      stack: scrubStack('at f (http://h/a.js:1:2)\n'.repeat(1000)),
    };
    expect(exceptionReportSchema.safeParse(report).success).toBe(true);
  });
});
