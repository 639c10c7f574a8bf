// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { mountEachTest } from '../../components/mount.fixture';
import { ApiClientContext } from '../api/api-client-context';
import { answeredFetch } from '../api/answered-fetch.fixture';
import { testClient } from '../api/client.fixture';
import { LegalHoldDialog, type LegalHold } from './legal-hold-dialog';

const view = mountEachTest();

/** The calls sent (path and payload), each answered by the next queued with `answer`. */
const { sent, answer } = answeredFetch();
const held = (hold: LegalHold | null) => answer(200, { status: 'ok', payload: { hold, mayChange: true } });

const HOLD: LegalHold = {
  reason: 'Civil case 49D01-2611',
  placedBy: { id: 5, name: 'Cora Clerk' },
  placedAt: '2026-11-30T10:00:00.000Z',
};

async function drawn(hold: LegalHold | null) {
  const changed: string[] = [];
  await view.render(
    <ApiClientContext.Provider value={testClient()}>
      <LegalHoldDialog
        reportId={17}
        hold={hold}
        opener="opener"
        onClose={() => undefined}
        onChanged={(m) => changed.push(m)}
      />
    </ApiClientContext.Provider>,
  );
  return changed;
}

const later = () => act(() => new Promise((r) => setTimeout(r, 0)));
const reason = () => document.querySelector<HTMLTextAreaElement>('dialog textarea')!;
const press = async (text: string) => {
  const button = [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => b.textContent === text);
  await act(() => button!.click());
  await later();
  await later();
};
const type = (value: string) =>
  act(() => {
    reason().value = value;
    reason().dispatchEvent(new Event('input', { bubbles: true }));
  });
/** The refusal tied to the reason's field. */
const refusalAtReason = () =>
  (reason().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((e) => e?.getAttribute('role') === 'alert')
    .map((e) => e!.textContent);

describe('the legal hold dialog', () => {
  it('asks why before placing a hold: none, or only spaces, is refused at the field without a call', async () => {
    await drawn(null);
    await press('Place legal hold');
    expect(refusalAtReason()).toEqual(['Say why the report is held (a case, a claim, a court order).']);
    expect(reason().getAttribute('aria-invalid')).toBe('true');
    await type('   ');
    await press('Place legal hold');
    expect(refusalAtReason()).toEqual(['Say why the report is held (a case, a claim, a court order).']);
    expect(sent).toEqual([]);
  });

  it('places the hold with its reason, trimmed, and says so', async () => {
    const changed = await drawn(null);
    await type('  Civil case 49D01-2611 ');
    held(HOLD);
    await press('Place legal hold');
    expect(sent).toEqual([{ path: 'Report/SetLegalHold', payload: { id: 17, reason: 'Civil case 49D01-2611' } }]);
    expect(changed).toEqual(['The legal hold is placed.']);
  });

  it('shows the server’s refusal of the reason at the field, and any other above it', async () => {
    const changed = await drawn(null);
    await type('Civil case');
    answer(400, {
      status: 'error',
      error: {
        code: 'validation',
        message: 'The request is not valid.',
        fieldErrors: [{ path: 'payload.reason', message: 'A reason is at most 500 characters.' }],
      },
    });
    await press('Place legal hold');
    expect(refusalAtReason()).toEqual(['A reason is at most 500 characters.']);
    answer(403, {
      status: 'error',
      error: { code: 'forbidden', message: 'You may not place or lift a legal hold on report 17.' },
    });
    await press('Place legal hold');
    expect(document.querySelector('dialog form > [role="alert"]')?.textContent).toBe(
      'You may not place or lift a legal hold on report 17.',
    );
    expect(changed).toEqual([]);
  });

  it('lifts a hold, showing who placed it, when and why', async () => {
    const changed = await drawn(HOLD);
    expect(document.querySelector('dialog')?.textContent).toContain('Civil case 49D01-2611');
    expect(document.querySelector('dialog')?.textContent).toContain('Placed by Cora Clerk on ');
    held(null);
    await press('Lift legal hold');
    expect(sent).toEqual([{ path: 'Report/SetLegalHold', payload: { id: 17, reason: null } }]);
    expect(changed).toEqual(['The legal hold is lifted: retention runs treat the report as any other.']);
  });
});
