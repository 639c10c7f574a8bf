import type { ReactNode } from 'react';

const tones = {
  info: 'border-brand/40 bg-brand/10',
  error: 'border-danger/50 bg-danger/10',
  warning: 'border-warn/50 bg-warn/10',
} as const;

export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: keyof typeof tones;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded border px-4 py-3 text-sm ${tones[tone]}`}>
      {title && <p className="font-semibold">{title}</p>}
      <div>{children}</div>
    </div>
  );
}
