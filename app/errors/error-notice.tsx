import { useEffect, useRef } from 'react';
import { Button } from '../../components/button';
import { isChunkFailure } from './chunk-reload';
import { usePageErrors } from './page-errors';

/**
 * What a screen shows in place of itself when it failed to draw: our words and a Reload button,
 * announced (role="alert") and focused, so a keyboard or screen-reader user lands on it. The error
 * is reported once (Log/Exception). Nothing the officer typed is lost: the editor writes each change
 * to this device as it is made, and its copy is written before the page reloads (page-reload.ts).
 */
export function ErrorNotice({ error }: { error: unknown }) {
  const { reloadingOnPurpose, reloadPage, reportException } = usePageErrors();
  const chunk = isChunkFailure(error) || (error instanceof TypeError && reloadingOnPurpose());
  const reloading = reloadingOnPurpose();
  const message = useRef<HTMLDivElement>(null);

  useEffect(() => {
    reportException(chunk ? 'chunk' : 'render', error);
  }, [chunk, error, reportException]);
  useEffect(() => {
    message.current?.focus();
  }, []);

  if (reloading) {
    return (
      <div role="status" className="p-8">
        Loading the new version of the app…
      </div>
    );
  }
  return (
    <section className="mx-auto max-w-xl p-8" aria-labelledby="screen-error-title" data-testid="screen-error">
      <div
        ref={message}
        role="alert"
        tabIndex={-1}
        className="rounded border border-danger/50 bg-danger/10 px-4 py-3 outline-none focus-visible:ring-2"
      >
        <h1 id="screen-error-title" className="text-lg font-semibold">
          {chunk ? 'Part of the app could not be loaded' : 'This screen stopped working'}
        </h1>
        <p className="mt-2 text-sm">
          {chunk
            ? 'A new version may have been installed, or the connection dropped while it loaded.'
            : 'Something went wrong while showing it. The problem has been reported.'}{' '}
          Changes you made to a report are kept on this device. Reload to continue.
        </p>
      </div>
      <Button className="mt-4" onClick={() => void reloadPage()}>
        Reload
      </Button>
    </section>
  );
}
