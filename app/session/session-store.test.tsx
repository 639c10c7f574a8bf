// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/api/schemas/user-schemas';
import { mountEachTest } from '../../components/mount.fixture';
import {
  createSessionStore,
  sessionSelectors,
  SessionStoreContext,
  useSession,
  useSessionStoreApi,
} from './session-store';

const view = mountEachTest();

function SignedInName() {
  return <p>{useSession(sessionSelectors.displayName)}</p>;
}

/** What asking for the session's store answers here: its refusal's words, when it refuses. */
function StoreOrRefusal() {
  try {
    useSessionStoreApi();
    return <p>a store</p>;
  } catch (error) {
    return <p>{(error as Error).message}</p>;
  }
}

describe('the session a screen reads (useSession)', () => {
  it('is the store the root put above it, drawn again when it changes', async () => {
    const store = createSessionStore();
    await view.render(
      <SessionStoreContext.Provider value={store}>
        <SignedInName />
      </SessionStoreContext.Provider>,
    );
    expect(view.host().textContent).toBe('');
    await act(() => store.setState({ user: { firstName: 'Olivia', lastName: 'Officer' } as User }));
    expect(view.host().textContent).toBe('Olivia Officer');
  });

  it('says what is missing when no store is above it', async () => {
    await view.render(<StoreOrRefusal />);
    expect(view.host().textContent).toBe('The session needs a SessionStoreContext above it');
  });
});
