// @vitest-environment happy-dom
import { act } from 'preact/test-utils';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StateReason } from '../../../lib/api/schemas/report-document-schemas';
import { ApiClientError } from '../../api/client';
import { vehicleCrashReport } from '../../../lib/forms/vehicle-crash-report';
import { StateRefusalView, type StateRefusalViewProps } from './state-refusal';

const LICENCE = 'Units.0.Driver.DRIVERLICNBRTXT';
const licence: StateReason = {
  code: 'E12',
  element: '/cr:CrashReport/j:Crash/j:CrashVehicle[1]/j:CrashDriver/j:DriverLicense',
  message: 'The licence number is not valid for the issuing state.',
  field: LICENCE,
};
const whole: StateReason = { code: 'E1', element: '/', message: 'The document was late.', field: null };

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(() => root.unmount());
  host.remove();
});

const draw = (props: Partial<StateRefusalViewProps> & Pick<StateRefusalViewProps, 'report'>) =>
  act(() =>
    root.render(
      <MemoryRouter>
        <StateRefusalView definition={vehicleCrashReport} supplement={null} onJump={() => undefined} {...props} />
      </MemoryRouter>,
    ),
  );

const region = () => host.querySelector('section');
const buttons = () => [...host.querySelectorAll('button')].map((b) => b.textContent);

describe('the state refusal notice', () => {
  it('is a region named by its heading, listing every reason, the field’s by its label', async () => {
    await draw({ report: { isSupplement: false, errorMessages: [licence, whole] } });
    const heading = document.getElementById(region()!.getAttribute('aria-labelledby')!);
    expect(heading?.tagName).toBe('H2');
    expect(heading?.textContent).toBe('Rejected by the state');
    const items = [...host.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([
      'Licence Number: The licence number is not valid for the issuing state. (E12)',
      'The document was late. (E1)',
    ]);
    // The reason without a field is words only; no Supplement unless the workflow offers it.
    expect(buttons()).toEqual(['Licence Number: The licence number is not valid for the issuing state. (E12)']);
  });

  it('moves to the reason’s field', async () => {
    const onJump = vi.fn();
    await draw({ report: { isSupplement: false, errorMessages: [licence] }, onJump });
    await act(() => {
      host.querySelector('li button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
    expect(onJump).toHaveBeenCalledWith(LICENCE);
  });

  it('offers Supplement on the refused report when the workflow does, and says why it failed', async () => {
    const supplement = vi.fn(() =>
      Promise.reject(new ApiClientError('conflict', 'The report changed meanwhile.', 409)),
    );
    await draw({ report: { isSupplement: false, errorMessages: [licence] }, supplement });
    const button = [...host.querySelectorAll('button')].find((b) => b.textContent === 'Supplement')!;
    await act(async () => {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      await Promise.resolve();
    });
    expect(supplement).toHaveBeenCalledOnce();
    expect(host.querySelector('[role="alert"]')?.textContent).toBe('The report changed meanwhile.');
  });

  it('points to the supplement in progress instead of offering another', async () => {
    await draw({ report: { isSupplement: false, errorMessages: [licence], openSupplementId: 42 } });
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/reports/42');
    expect(buttons()).not.toContain('Supplement');
  });

  it('in the supplement, names the original and offers no second supplement', async () => {
    await draw({
      report: { isSupplement: true, originalReport: { id: 3, caseNumber: 'A1', errorMessages: [licence] } },
      supplement: () => Promise.resolve(),
    });
    expect(host.querySelector('h2')?.textContent).toBe('The state rejected the report this supplement corrects (A1)');
    expect(buttons()).not.toContain('Supplement');
  });

  it('is not there for a report the state did not refuse', async () => {
    await draw({ report: { isSupplement: false, errorMessages: [] } });
    expect(region()).toBeNull();
  });
});
