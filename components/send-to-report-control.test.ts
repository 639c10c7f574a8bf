// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { renderSendControl } from './send-to-report-control';

let container: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = '';
  container = document.createElement('div');
  document.body.append(container);
});

/** A send the test finishes with the background's words. */
function pendingSend() {
  const sends: ((message: string) => void)[] = [];
  return {
    send: () => new Promise<string>((resolve) => sends.push(resolve)),
    finish: (message: string) => sends.shift()!(message),
    count: () => sends.length,
  };
}

const button = () => container.querySelector('button')!;
const status = () => container.querySelector('[role="status"]')!;
const notes = () => [...container.querySelectorAll('[role="note"]')].map((n) => n.textContent);
const flush = () => new Promise((resolve) => setTimeout(resolve));

describe('the Send to report control', () => {
  it('names the record it sends for a screen reader and on hover', () => {
    renderSendControl(container, { kind: 'record', summary: 'VIN 1HGCM82633A004352', send: async () => '' });
    expect(button().type).toBe('button');
    expect(button().textContent).toBe('Send to report');
    expect(button().getAttribute('aria-label')).toBe('Send to report: VIN 1HGCM82633A004352');
    expect(button().title).toBe('VIN 1HGCM82633A004352');
    expect(status().textContent).toBe('');
  });

  it('is disabled and says it is sending until the background answers, then says what became of the record', async () => {
    const pending = pendingSend();
    renderSendControl(container, { kind: 'record', summary: 'VIN 1HGCM82633A004352', send: pending.send });
    button().click();
    expect(button().disabled).toBe(true);
    expect(status().textContent).toBe('Sending…');
    button().click();
    expect(pending.count()).toBe(1);

    pending.finish('Held: it goes to the report once one is open.');
    await flush();
    expect(status().textContent).toBe('Held: it goes to the report once one is open.');
    expect(button().disabled).toBe(false);

    button().click();
    expect(status().textContent).toBe('Sending…');
    expect(pending.count()).toBe(1);
  });

  it('says beside the button which values were flagged, before the officer sends', () => {
    renderSendControl(container, {
      kind: 'record',
      summary: 'Licence IN 1234-56-7890: DOE, JANE',
      send: async () => '',
      flags: ['Date of birth "13/45/1985" is not a date; it was left blank.', 'Sex "Q" is not a sex code.'],
    });
    expect(notes()).toEqual([
      'Check: Date of birth "13/45/1985" is not a date; it was left blank. Sex "Q" is not a sex code.',
    ]);
  });

  it('adds no note when nothing was flagged', () => {
    renderSendControl(container, { kind: 'record', summary: 'VIN 1HGCM82633A004352', send: async () => '', flags: [] });
    expect(notes()).toEqual([]);
  });

  it('offers nothing to send for a return cut short, only what it lacks and what to do', () => {
    renderSendControl(container, {
      kind: 'partial',
      problem: 'Incomplete registration return for plate XRT900: no plate state.',
    });
    expect(container.querySelector('button')).toBeNull();
    expect(notes()).toEqual([
      'Incomplete registration return for plate XRT900: no plate state. Run the query again to send it.',
    ]);
  });
});
