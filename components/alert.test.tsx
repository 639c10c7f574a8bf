// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { mountEachTest } from './mount.fixture';
import { Alert } from './alert';
import { Spinner } from './spinner';

// The spinner is told apart here too: both are how a screen speaks to a screen reader, and
// components/ keeps under 20 files.

const view = mountEachTest();
const host = view.host;

const render = view.render;

describe('Alert', () => {
  it('interrupts with an error, but only announces information and warnings politely', async () => {
    await render(
      <Alert tone="error" title="Not saved">
        The server refused the change.
      </Alert>,
    );
    const error = host().firstElementChild!;
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('Not saved' + 'The server refused the change.');

    for (const tone of ['info', 'warning'] as const) {
      await render(<Alert tone={tone}>Offline: changes are kept on this device.</Alert>);
      expect(host().firstElementChild!.getAttribute('role')).toBe('status');
    }
    await render(<Alert>Saved.</Alert>);
    expect(host().firstElementChild!.getAttribute('role')).toBe('status');
  });

  it('shows a title only when it has one', async () => {
    await render(<Alert tone="warning">Check the VIN.</Alert>);
    expect(host().querySelector('.font-semibold')).toBeNull();
    expect(host().textContent).toBe('Check the VIN.');
  });
});

describe('Spinner', () => {
  it('announces what is loading, and hides the spinning ring from assistive technology', async () => {
    await render(<Spinner label="Loading the report…" />);
    const status = host().querySelector('[role="status"]')!;
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Loading the report…');
    expect(status.querySelector('.animate-spin')?.getAttribute('aria-hidden')).toBe('true');
  });
});
