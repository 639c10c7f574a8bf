// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attachment } from '../../../lib/api/schemas/attachment-schemas';
import { mountEachTest } from '../../../components/mount.fixture';
import { ApiClientContext } from '../../api/api-client-context';
import { ApiClientError } from '../../api/client';
import { testClient } from '../../api/client.fixture';
import { useAttachmentList, type AttachmentList } from './attachment-list-state';

/** The list reads the server answers (their payloads), in the order the test settles them. */
const answers: { resolve: (a: unknown) => void; reject: (e: unknown) => void }[] = [];
const answering = () =>
  new Promise<Response>((resolve, reject) =>
    answers.push({
      resolve: (payload) => resolve(new Response(JSON.stringify({ status: 'ok', payload }), { status: 200 })),
      reject,
    }),
  );
const client = testClient();

const view = mountEachTest();
const file = (id: string): Attachment => ({
  id,
  reportId: 7,
  type: '001',
  typeName: 'Photo',
  confidential: false,
  fileName: `${id}.png`,
  contentType: 'image/png',
  size: 1,
  sha256: '',
  uploadedBy: { id: 3, name: 'Officer' },
  uploadedAt: '2024-01-01T00:00:00.000Z',
});
const listed = (...ids: string[]) => ({ attachments: ids.map(file) });

const seen: { now?: AttachmentList } = {};
function Holder({ reportId, online = true }: { reportId: number | undefined; online?: boolean }) {
  seen.now = useAttachmentList(reportId, online);
  return null;
}
/** The Holder under the app's API client, as AppContexts hands it down. */
function InApp(props: { reportId: number | undefined; online?: boolean }) {
  return (
    <ApiClientContext.Provider value={client}>
      <Holder {...props} />
    </ApiClientContext.Provider>
  );
}
const now = () => seen.now!;
const names = () => now().attachments.map((a) => a.id);

beforeEach(() => {
  answers.length = 0;
  vi.stubGlobal('fetch', vi.fn(answering));
});
afterEach(() => vi.unstubAllGlobals());

describe("the report's attachments as the server lists them (useAttachmentList)", () => {
  it('is loading until the first answer, then lists it', async () => {
    await view.render(<InApp reportId={7} />);
    expect(now().state).toBe('loading');
    answers[0]!.resolve(listed('a', 'b'));
    await expect.poll(() => now().state).toBe('ready');
    expect(names()).toEqual(['a', 'b']);
  });

  it('keeps its refusal shown while it is read again, until the answer', async () => {
    await view.render(<InApp reportId={7} />);
    answers[0]!.reject(new ApiClientError('internal', 'The database is down.', 500));
    await expect.poll(() => now().state).toBe('failed');
    expect(now().error).toBe('The database is down.');

    const again = now().refresh();
    await expect.poll(() => answers.length).toBe(2);
    expect(now().state).toBe('failed');
    expect(now().error).toBe('The database is down.');
    answers[1]!.resolve(listed('a'));
    await again;
    await expect.poll(() => now().state).toBe('ready');
    expect(now().error).toBe('');
  });

  it('shows a file just stored until a read answers, keeps the list while it is read again', async () => {
    await view.render(<InApp reportId={7} />);
    answers[0]!.resolve(listed('a'));
    await expect.poll(() => now().state).toBe('ready');
    now().add(file('b'));
    await expect.poll(names).toEqual(['a', 'b']);

    const again = now().refresh();
    await expect.poll(() => answers.length).toBe(2);
    expect(now().state).toBe('ready');
    expect(names()).toEqual(['a', 'b']);
    // The server's list is the truth: a file it does not list is not shown once it answers.
    answers[1]!.resolve(listed('a', 'c'));
    await again;
    await expect.poll(names).toEqual(['a', 'c']);
  });

  it('drops an older answer arriving after a newer one', async () => {
    await view.render(<InApp reportId={7} />);
    answers[0]!.resolve(listed('a'));
    await expect.poll(() => now().state).toBe('ready');
    const older = now().refresh();
    const newer = now().refresh();
    await expect.poll(() => answers.length).toBe(3);
    answers[2]!.resolve(listed('new'));
    answers[1]!.resolve(listed('old'));
    await Promise.all([older, newer]);
    await expect.poll(names).toEqual(['new']);
  });

  it('is offline without the connection, keeping what it held, and loading again once it returns', async () => {
    await view.render(<InApp reportId={7} />);
    answers[0]!.resolve(listed('a'));
    await expect.poll(() => now().state).toBe('ready');

    await view.render(<InApp reportId={7} online={false} />);
    expect(now().state).toBe('offline');
    expect(names()).toEqual(['a']);
    expect(answers).toHaveLength(1);

    await view.render(<InApp reportId={7} />);
    await expect.poll(() => answers.length).toBe(2);
    expect(now().state).toBe('loading');
    answers[1]!.resolve(listed('a', 'b'));
    await expect.poll(() => now().state).toBe('ready');
    expect(names()).toEqual(['a', 'b']);
  });

  it('asks the server nothing for a report started on this device', async () => {
    await view.render(<InApp reportId={-3} />);
    expect(now().state).toBe('ready');
    expect(names()).toEqual([]);
    await now().refresh();
    expect(answers).toHaveLength(0);
  });
});
