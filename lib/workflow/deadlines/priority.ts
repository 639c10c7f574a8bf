/**
 * A fatal crash is the agency's priority wherever it is listed. A module of its own: the dashboard
 * (among the first screens' bytes) flags it without the deadline rules and what they import.
 */
export const isPriority = (r: { fatalityCount: number | null }) => (r.fatalityCount ?? 0) > 0;
