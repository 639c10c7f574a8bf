import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<Variant, string> = {
  primary: 'bg-brand text-brand-ink hover:opacity-90',
  secondary: 'bg-panel text-ink border border-line hover:bg-surface',
  danger: 'bg-danger text-danger-ink hover:opacity-90',
  ghost: 'hover:bg-black/10',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  busy?: boolean;
}

/**
 * A button. While `busy` it refuses presses but stays focusable (aria-disabled, not disabled): a
 * disabled button loses the keyboard's focus to the page's body, and a keyboard or screen-reader
 * user would lose their place each time an action runs.
 */
export function Button({
  variant = 'primary',
  busy = false,
  className = '',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const refusing = busy && !disabled;
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled}
      aria-disabled={refusing || undefined}
      aria-busy={busy || undefined}
      // A press while busy would repeat the action; for a submit button it would submit again.
      onClick={refusing ? (e) => e.preventDefault() : onClick}
      className={`inline-flex items-center justify-center gap-2 rounded px-3 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-50 ${variants[variant]} ${className}`}
    >
      {children}
    </button>
  );
}
