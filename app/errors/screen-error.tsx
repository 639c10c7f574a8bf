import { useRouteError } from 'react-router';
import { ErrorNotice } from './error-notice';

/** The errorElement of each screen's route (app/router.tsx): the screen's place shows the notice, the shell stays. */
export function ScreenError() {
  return <ErrorNotice error={useRouteError()} />;
}

/** The errorElement of the root route: the shell itself or a sign-in screen failed, so the notice stands alone. */
export function AppError() {
  return (
    <main>
      <ErrorNotice error={useRouteError()} />
    </main>
  );
}
