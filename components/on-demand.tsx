import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from './spinner';

/**
 * A part whose code is fetched when it first draws, with a spinner saying what is loading until
 * then: for parts of a screen most visits never reach, so the screen's own chunk does not wait
 * for them. The service worker keeps every chunk, so they load offline too.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, loading: string) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    return (
      <Suspense fallback={<Spinner label={loading} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}
