/**
 * A load started on first use and shared by every caller after it: a page's one copy of
 * something slow to make (a chunk of code, the server's settings, a decoder). A load that fails
 * is forgotten, so the next caller starts it again; `forget` does the same on purpose (the data
 * changed). The state lives in the closure, so whoever makes the load owns it.
 */
export interface SharedLoad<T> {
  (): Promise<T>;
  /** What it loaded, once it has; undefined before, and after it failed or was forgotten. */
  current(): T | undefined;
  /** Whether it was started and not forgotten since (it may still be on its way). */
  started(): boolean;
  /** The next call starts it again. */
  forget(): void;
}

export function sharedLoad<T>(start: () => Promise<T>): SharedLoad<T> {
  let loading: Promise<T> | null = null;
  let loaded: { value: T } | null = null;
  const load = () => {
    if (loading) return loading;
    const mine: Promise<T> = start().then(
      (value) => {
        if (loading === mine) loaded = { value };
        return value;
      },
      (error: unknown) => {
        if (loading === mine) loading = null;
        throw error;
      },
    );
    loading = mine;
    return mine;
  };
  return Object.assign(load, {
    current: () => loaded?.value,
    started: () => loading !== null,
    forget: () => {
      loading = null;
      loaded = null;
    },
  });
}

/**
 * A run shared by every caller while it goes on (a test of the connection, a start the server
 * answers with a new secret); the next call after it has ended starts another.
 */
export function sharedWhileRunning<T>(start: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= start().finally(() => {
      running = null;
    }));
}

/** What `make` answers for a key object, made once per key and kept as long as the key is. */
export function cachedByKey<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const made = new WeakMap<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}
