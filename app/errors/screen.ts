interface Match {
  route: { path?: string | undefined };
}

/**
 * The route pattern of the screen shown, e.g. /reports/:id: what an exception report says of where
 * it happened. Never the address itself, which names reports and may carry a query.
 */
export function screenPattern(matches: readonly Match[]): string {
  const parts = matches.flatMap((m) => (m.route.path ?? '').split('/')).filter(Boolean);
  return `/${parts.join('/')}`;
}

let current: () => string = () => '/';

/** Set once by main.tsx from the router, which this feature does not import. */
export function readScreenFrom(source: () => readonly Match[]) {
  current = () => screenPattern(source());
}

export function currentScreen(): string {
  return current();
}
