interface Match {
  route: { path?: string | undefined };
}

/**
 * The route pattern of the screen shown, e.g. /reports/:id: what an exception report says of where
 * it happened (the app's root reads it from the router). Never the address itself, which names
 * reports and may carry a query.
 */
export function screenPattern(matches: readonly Match[]): string {
  const parts = matches.flatMap((m) => (m.route.path ?? '').split('/')).filter(Boolean);
  return `/${parts.join('/')}`;
}
