// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act } from 'preact/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { mountEachTest } from './mount.fixture';
import { Button } from './button';

const view = mountEachTest();
const host = view.host;

const render = view.render;
const button = () => host().querySelector('button')!;

describe('Button', () => {
  it('refuses presses and says it is busy while its action runs, so a second press cannot repeat it', async () => {
    const onClick = vi.fn();
    await render(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().getAttribute('aria-busy')).toBe('true');
    await act(() => button().click());
    expect(onClick).not.toHaveBeenCalled();

    await render(<Button onClick={onClick}>Save</Button>);
    expect(button().hasAttribute('aria-disabled')).toBe(false);
    expect(button().hasAttribute('aria-busy')).toBe(false);
    await act(() => button().click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus while busy, where a disabled button would drop it', async () => {
    await render(<Button>Save</Button>);
    button().focus();
    expect(document.activeElement).toBe(button());
    await render(<Button busy>Save</Button>);
    expect(button().disabled).toBe(false);
    expect(document.activeElement).toBe(button());
  });

  it('does not submit its form again while busy', async () => {
    const submitted = vi.fn();
    await render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted();
        }}
      >
        <Button type="submit" busy>
          Save
        </Button>
      </form>,
    );
    await act(() => button().click());
    expect(submitted).not.toHaveBeenCalled();
  });

  it('stays disabled when told so, busy or not, without claiming to be busy', async () => {
    await render(<Button disabled>Submit</Button>);
    expect(button().disabled).toBe(true);
    expect(button().hasAttribute('aria-busy')).toBe(false);
  });

  it('does not submit the form it sits in unless it is the submit button', async () => {
    const submitted = vi.fn();
    const Form = ({ children }: { children: ReactNode }) => (
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted();
        }}
      >
        {children}
      </form>
    );
    await render(
      <Form>
        <Button>Add a row</Button>
      </Form>,
    );
    expect(button().type).toBe('button');
    await act(() => button().click());
    expect(submitted).not.toHaveBeenCalled();

    await render(
      <Form>
        <Button type="submit">Save</Button>
      </Form>,
    );
    await act(() => button().click());
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('passes on what it is given: its name for assistive technology, and its own classes after the variant’s', async () => {
    await render(
      <Button variant="danger" aria-label="Delete report 12" className="w-full">
        Delete
      </Button>,
    );
    expect(button().getAttribute('aria-label')).toBe('Delete report 12');
    expect(button().className).toMatch(/bg-danger .*w-full$/);
  });
});
