// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { noRetention } from '../../lib/retention/retention-rules';
import { mountEachTest } from '../../components/mount.fixture';
import { ApiClientContext } from '../api/api-client-context';
import { answeredFetch } from '../api/answered-fetch.fixture';
import { testClient } from '../api/client.fixture';
import { AgencyScheduleCard } from './schedule-form';

const view = mountEachTest();

/** The calls sent (path and payload), each answered by the next queued with `answer`. */
const { sent, answer } = answeredFetch();

const agency = (mayEdit: boolean) => ({
  agencyOri: 'IN0490000',
  agencyName: 'Demo PD',
  schedule: { ...noRetention, archiveAcceptedAfterYears: 10 },
  updatedAt: null,
  mayEdit,
});

/** The card under a router whose loader counts the reads of the screen. */
async function drawn(mayEdit: boolean) {
  const reads = { screen: 0 };
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => ++reads.screen,
      HydrateFallback: () => null,
      element: <AgencyScheduleCard agency={agency(mayEdit)} />,
    },
  ]);
  await view.render(
    <ApiClientContext.Provider value={testClient()}>
      <RouterProvider router={router} />
    </ApiClientContext.Provider>,
  );
  await later();
  return reads;
}

const later = () => act(() => new Promise((r) => setTimeout(r, 0)));
const host = () => view.host();
const control = (label: string) => {
  const found = [...host().querySelectorAll('label')].find((l) => l.textContent === label);
  const input = document.getElementById(found?.htmlFor ?? '');
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
  return input;
};
const type = (label: string, value: string) =>
  act(() => {
    const input = control(label);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
const save = async () => {
  await act(() => host().querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await later();
  await later();
};
const messagesAt = (label: string) =>
  (control(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((e) => e?.getAttribute('role') === 'alert')
    .map((e) => e!.textContent);
const DRAFTS = 'Archive untouched drafts after (days)';

describe('an agency’s retention schedule', () => {
  it('checks the lib’s rule at the field before sending', async () => {
    await drawn(true);
    expect(control('Archive accepted reports after (years)').value).toBe('10');
    await type(DRAFTS, '0');
    await save();
    expect(sent).toEqual([]);
    expect(messagesAt(DRAFTS)).toEqual(['Drafts: at least 1 day.']);
  });

  it('saves the periods, empty ones as kept for ever, and has the screen read again', async () => {
    const reads = await drawn(true);
    await type(DRAFTS, '30');
    await type('Archive accepted reports after (years)', '');
    const schedule = { ...noRetention, archiveDraftsAfterDays: 30 };
    answer(200, { status: 'ok', payload: { agencyOri: 'IN0490000', schedule } });
    await save();
    expect(sent).toEqual([{ path: 'Retention/SaveSchedule', payload: { agencyOri: 'IN0490000', schedule } }]);
    expect(host().querySelector('[role="status"]')?.textContent).toBe('The schedule is saved.');
    expect(reads.screen).toBe(2);
  });

  it('shows the server’s refusal of a period at its field, and any other above the fields', async () => {
    await drawn(true);
    answer(400, {
      status: 'error',
      error: {
        code: 'validation',
        message: 'The request is not valid.',
        fieldErrors: [{ path: 'payload.schedule.archiveDraftsAfterDays', message: 'Drafts: at most 36500 days.' }],
      },
    });
    await save();
    expect(messagesAt(DRAFTS)).toEqual(['Drafts: at most 36500 days.']);
    answer(403, {
      status: 'error',
      error: { code: 'forbidden', message: 'You may not change the retention schedule of IN0490000.' },
    });
    await save();
    expect(host().querySelector('form > [role="alert"]')?.textContent).toBe(
      'You may not change the retention schedule of IN0490000.',
    );
  });

  it('shows the periods in words, with nothing to save, to whoever may only read them', async () => {
    await drawn(false);
    expect(host().querySelector('form')).toBeNull();
    expect([...host().querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Archive accepted reports: after 10 years',
      'Archive untouched drafts: never (kept for ever)',
      'Purge attachments of archived reports: never (kept for ever)',
      'Purge personal data of archived reports: never (kept for ever)',
    ]);
  });
});
