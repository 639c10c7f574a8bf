// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationRow } from '../../lib/notifications/notification-kinds';
import { mountEachTest } from '../../components/mount.fixture';
import { ApiClientContext } from '../api/api-client-context';
import { answeredFetch } from '../api/answered-fetch.fixture';
import { testClient } from '../api/client.fixture';
import NotificationPanel from './notification-panel';

const view = mountEachTest();

/** The calls the panel sent (path and payload), each answered by the next queued with `answer`. */
const calls = answeredFetch();
const { sent } = calls;
const answer = (payload: unknown) => calls.answer(200, { status: 'ok', payload });

const row = (id: string, over: Partial<NotificationRow> = {}): NotificationRow => ({
  id,
  kind: 'reportRejected',
  reportId: 40,
  title: `Samuel Supervisor rejected your report 40 (case A${id})`,
  body: 'Note: Say which way Unit 1 was going.',
  createdAt: '2026-03-02T14:05:00Z',
  read: false,
  ...over,
});

/** The panel drawn over a list answer, with what it told the bell. */
async function drawn(notifications: NotificationRow[], unread: number) {
  answer({ unread, nextBeforeId: null, notifications });
  const told = { unread: [] as number[], closed: [] as boolean[] };
  await view.render(
    <ApiClientContext.Provider value={testClient()}>
      <MemoryRouter>
        <NotificationPanel onClose={(refocus) => told.closed.push(refocus)} onUnread={(n) => told.unread.push(n)} />
      </MemoryRouter>
    </ApiClientContext.Provider>,
  );
  await vi.waitFor(() => expect(view.host().querySelector('[role="status"]')).toBeNull());
  return told;
}

const button = (name: string) =>
  [...view.host().querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('the notification panel', () => {
  it('says there is nothing yet, takes the focus to its heading and offers no Mark all read', async () => {
    const told = await drawn([], 0);
    expect(view.host().textContent).toContain('No notifications yet.');
    expect(view.host().querySelector('ul')).toBeNull();
    expect(document.activeElement?.id).toBe('notification-panel-title');
    expect(button('Mark all read').disabled).toBe(true);
    expect(sent).toEqual([{ path: 'Notification/List', payload: { limit: 20 } }]);
    expect(told.unread).toEqual([0]);
  });

  it('marks the unread, leads to the report and marks one read as it is followed', async () => {
    const told = await drawn([row('2'), row('1', { read: true, reportId: null, title: 'Older' })], 1);
    const items = [...view.host().querySelectorAll('li')];
    expect(items.map((li) => li.querySelector('a, p')?.textContent)).toEqual([
      'Unread: Samuel Supervisor rejected your report 40 (case A2)',
      'Older',
    ]);
    const link = items[0]!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/reports/40');
    answer({ unread: 0 });
    await act(() => link.click());
    await vi.waitFor(() => expect(told.unread).toEqual([1, 0]));
    expect(sent[1]).toEqual({ path: 'Notification/MarkRead', payload: { ids: ['2'] } });
    expect(told.closed).toEqual([false]);
    expect(link.textContent).toBe('Samuel Supervisor rejected your report 40 (case A2)');
  });

  it('marks every one read with Mark all read, and says so when it is refused', async () => {
    const told = await drawn([row('3'), row('4', { reportId: null })], 2);
    calls.answer(500, { status: 'error', message: 'Not now.' });
    await act(() => button('Mark all read').click());
    await vi.waitFor(() => expect(view.host().querySelector('[role="alert"]')?.textContent).toBeTruthy());
    answer({ unread: 0 });
    await act(() => button('Mark all read').click());
    await vi.waitFor(() => expect(told.unread).toEqual([2, 0]));
    expect(sent.slice(1).map((s) => s.payload)).toEqual([{ all: true }, { all: true }]);
    expect(view.host().textContent).not.toContain('Unread:');
    expect(button('Mark read')).toBeUndefined();
    expect(button('Mark all read').disabled).toBe(true);
  });
});
