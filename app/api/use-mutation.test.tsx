// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mountEachTest } from '../../components/mount.fixture';
import { ApiClientError, messageOf } from './client';
import { serverMessages } from './field-messages';
import { useMutation, useRead, type Mutation, type Read } from './use-mutation';

const view = mountEachTest();

/** A promise and the hands that settle it, so a test decides which answer arrives first. */
function pending<T>() {
  let settle = { resolve: (_: T) => undefined as void, reject: (_: unknown) => undefined as void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

/** Draws a component holding a mutation of `write`, and hands out the mutation as last drawn. */
async function holding<A extends unknown[], T>(
  write: (...args: A) => Promise<T>,
  failure: Parameters<typeof useMutation<A, T>>[1],
) {
  const seen: { now?: Mutation<A, T> } = {};
  function Holder() {
    seen.now = useMutation(write, failure);
    return null;
  }
  await view.render(<Holder />);
  return () => seen.now as Mutation<A, T>;
}

describe('a write with its busy flag and refusal (useMutation)', () => {
  it('is busy with the arguments of the run under way, then holds its answer', async () => {
    const answer = pending<string>();
    const now = await holding((_id: number) => answer.promise, 'It failed.');
    const run = now().run(7);
    await expect.poll(() => now().busy).toBe(true);
    expect(now().running).toEqual([7]);

    answer.resolve('saved');
    expect(await run).toEqual({ data: 'saved' });
    await expect.poll(() => now().busy).toBe(false);
    expect(now().data).toBe('saved');
    expect(now().errors).toEqual({});
  });

  it("says the server's words for the whole form, and the fallback for a refusal without words", async () => {
    const refusals = [new ApiClientError('conflict', 'Changed meanwhile.', 409), new Error('no words for the officer')];
    const now = await holding(() => Promise.reject(refusals.shift()), 'The note could not be saved.');
    expect(await now().run()).toEqual({ errors: { form: 'Changed meanwhile.' } });
    await expect.poll(() => now().error).toBe('Changed meanwhile.');

    await now().run();
    await expect.poll(() => now().error).toBe('The note could not be saved.');
  });

  it('puts a refusal at its fields when told how', async () => {
    const refused = new ApiClientError('validation', 'Check the fields.', 400, [
      { path: 'payload.text', message: 'Too long.' },
    ]);
    const now = await holding(
      () => Promise.reject(refused),
      (refusal) => serverMessages(refusal, 'The note could not be saved.'),
    );
    expect(await now().run()).toEqual({ errors: { text: 'Too long.' } });
    await expect.poll(() => now().errors).toEqual({ text: 'Too long.' });
    expect(now().error).toBe('');
  });

  it("words a refusal by the run's arguments when told how", async () => {
    const now = await holding(
      (_action: string) => Promise.reject(new Error('no words for the officer')),
      (refusal, action) => ({ form: messageOf(refusal, `${action} failed.`) }),
    );
    expect(await now().run('Release')).toEqual({ errors: { form: 'Release failed.' } });
    await expect.poll(() => now().error).toBe('Release failed.');
    expect(await now().run('Delete')).toEqual({ errors: { form: 'Delete failed.' } });
  });

  it('shows only the latest run: an older answer arriving late is dropped', async () => {
    const answers = [pending<string>(), pending<string>()];
    const now = await holding((page: number) => answers[page]!.promise, 'It failed.');
    const first = now().run(0);
    const second = now().run(1);
    answers[1]!.resolve('page 2');
    answers[0]!.resolve('page 1');
    expect(await first).toEqual({});
    expect(await second).toEqual({ data: 'page 2' });
    await expect.poll(() => now().data).toBe('page 2');
  });

  it('keeps the last refusal shown while a run is under way when told to, until its answer replaces it', async () => {
    const answers = [pending<string>(), pending<string>()];
    const seen: { now?: Mutation<[number], string> } = {};
    function Holder() {
      seen.now = useMutation((n: number) => answers[n]!.promise, 'It failed.', { keepShown: true });
      return null;
    }
    await view.render(<Holder />);
    const now = () => seen.now!;
    const first = now().run(0);
    answers[0]!.reject(new Error('no words'));
    await first;
    await expect.poll(() => now().error).toBe('It failed.');

    const second = now().run(1);
    await expect.poll(() => now().busy).toBe(true);
    expect(now().error).toBe('It failed.');
    answers[1]!.resolve('listed');
    await second;
    await expect.poll(() => now().error).toBe('');
    expect(now().data).toBe('listed');
  });

  it('takes the last refusal away as a run starts by default', async () => {
    const answers = [pending<string>(), pending<string>()];
    const now = await holding((n: number) => answers[n]!.promise, 'It failed.');
    const first = now().run(0);
    answers[0]!.reject(new Error('no words'));
    await first;
    await expect.poll(() => now().error).toBe('It failed.');
    void now().run(1);
    await expect.poll(() => now().busy).toBe(true);
    expect(now().error).toBe('');
    answers[1]!.resolve('listed');
  });

  it("shows the screen's own refusal until the next run", async () => {
    const now = await holding(() => Promise.resolve('sent'), 'It failed.');
    now().refuse({ userName: 'Enter your user name.' });
    await expect.poll(() => now().errors).toEqual({ userName: 'Enter your user name.' });
    await now().run();
    await expect.poll(() => now().errors).toEqual({});
  });
});

describe("a read no route's loader makes (useRead)", () => {
  it('reads when drawn and again when its key changes, never while it has nothing to read', async () => {
    const asked: string[] = [];
    const seen: { now?: Read<string> } = {};
    function Reader({ id }: { id: string | null }) {
      seen.now = useRead(
        id === null
          ? null
          : () => {
              asked.push(id);
              return Promise.resolve(`answer ${id}`);
            },
        String(id),
        'It could not be read.',
      );
      return null;
    }
    await view.render(<Reader id={null} />);
    expect(asked).toEqual([]);
    expect(seen.now?.data).toBeUndefined();

    await view.render(<Reader id="a" />);
    await expect.poll(() => seen.now?.data).toBe('answer a');
    await view.render(<Reader id="a" />);
    await view.render(<Reader id="b" />);
    await expect.poll(() => seen.now?.data).toBe('answer b');
    expect(asked).toEqual(['a', 'b']);
  });
});
