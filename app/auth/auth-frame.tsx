import type { ReactNode } from 'react';
import { useAppSettings } from '../settings/app-settings';

/** The centred frame of the screens shown before the shell: login, token login, password change. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  const applicationName = useAppSettings((s) => s.applicationName);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-6 p-6">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{applicationName}</p>
        <h1 className="text-2xl font-bold">{title}</h1>
      </header>
      {children}
    </main>
  );
}
