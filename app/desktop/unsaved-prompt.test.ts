import { afterEach, describe, expect, it, vi } from 'vitest';
import { askBeforeClosing } from './unsaved-prompt';

/** A beforeunload as the browser sends it when the window is closed; answers whether it was held. */
function close() {
  const event = new Event('beforeunload', { cancelable: true }) as Event & { returnValue?: unknown };
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('closing with changes the server has not taken', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks while there are such changes, and closes at once when there are none or after it stops', () => {
    vi.stubGlobal('window', new EventTarget());
    let unsaved = true;
    const stopAsking = askBeforeClosing(() => unsaved);
    expect(close()).toBe(true);
    unsaved = false;
    expect(close()).toBe(false);
    unsaved = true;
    stopAsking();
    expect(close()).toBe(false);
  });
});
