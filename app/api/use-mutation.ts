import { useEffect, useRef, useState } from 'react';
import { messageOf } from './client';
import type { FieldMessages } from './field-messages';

/** Where a write stands: on its way, what it answered, or why it was refused. */
interface Outcome<A, T> {
  /** The arguments of the run on its way, so a row or a button among several shows which is busy. */
  running: A | undefined;
  /** The last run's answer; undefined once a later run failed. */
  data: T | undefined;
  /** Why the last run was refused, by field ('form' for the whole): the server's words or the screen's own check. */
  errors: FieldMessages;
}

export interface Mutation<A extends unknown[], T> extends Outcome<A, T> {
  busy: boolean;
  /** The refusal's message for the whole form, '' when there is none. */
  error: string;
  /**
   * Runs the write: its answer, or the refusal's messages; neither when a later run took its place
   * or the screen went.
   */
  run: (...args: A) => Promise<{ data?: T; errors?: FieldMessages }>;
  /** Shows a refusal of the screen's own (a check before anything is sent); `{}` takes it away. */
  refuse: (errors: FieldMessages) => void;
}

/**
 * A write (or a search the officer asks for) that is not a route's action nor a react-hook-form
 * submit: the sign-in screens and the shell, which carry no form library, and the editor's
 * buttons and windows. It holds the busy flag and the refusal, so a screen does not set them by
 * hand around each call. Only the latest run shows: an older answer arriving late (a slow page 2
 * after page 3) is dropped. `failure` is the message when the refusal says none (the server's
 * words otherwise), or turns the refusal into messages by field itself (field-messages.ts), told
 * the run's arguments when its words depend on what was run (which of a row's buttons).
 * `keepShown`: a run leaves the last refusal shown until its own answer replaces it (a list read
 * again after it failed keeps its message and its Try again, where the officer's focus is).
 */
export function useMutation<A extends unknown[], T>(
  write: (...args: A) => Promise<T>,
  failure: string | ((refusal: unknown, ...args: A) => FieldMessages),
  { keepShown = false }: { keepShown?: boolean } = {},
): Mutation<A, T> {
  const [outcome, show] = useState<Outcome<A, T>>({ running: undefined, data: undefined, errors: {} });
  const latest = useRef(0);
  // An answer arriving after the screen went has nowhere to show.
  useEffect(() => {
    latest.current = 0;
    return () => {
      latest.current = Number.NaN;
    };
  }, []);

  async function run(...args: A): Promise<{ data?: T; errors?: FieldMessages }> {
    const mine = ++latest.current;
    show((o) => ({ ...o, running: args, errors: keepShown ? o.errors : {} }));
    try {
      const data = await write(...args);
      if (mine !== latest.current) return {};
      show({ running: undefined, data, errors: {} });
      return { data };
    } catch (refusal) {
      if (mine !== latest.current) return {};
      const errors = typeof failure === 'string' ? { form: messageOf(refusal, failure) } : failure(refusal, ...args);
      show({ running: undefined, data: undefined, errors });
      return { errors };
    }
  }

  return {
    ...outcome,
    busy: outcome.running !== undefined,
    error: outcome.errors.form ?? '',
    run,
    refuse: (errors) => show((o) => ({ ...o, errors })),
  };
}

export interface Read<T> {
  data: T | undefined;
  error: string;
  loading: boolean;
  reload: () => void;
}

/**
 * A read that no route's loader makes, because what asks for it is not a screen of its own: a
 * dialog's choices (the inboxes of Send to), a panel of the form designer, the editor's view of
 * the form version's permissions. Read when first drawn and again when `key` changes, with the
 * busy flag and the refusal of useMutation. A screen's own reads are its route's loader.
 */
export function useRead<T>(read: (() => Promise<T>) | null, key: string, failure: string): Read<T> {
  const reading = useMutation(read ?? (() => Promise.reject(new Error(failure))), failure);
  const { run } = reading;
  const wanted = read !== null;
  useEffect(() => {
    if (wanted) void run();
    // `key` stands for what `read` asks: a caller writes a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted]);
  return { data: reading.data, error: reading.error, loading: reading.busy, reload: () => void run() };
}
