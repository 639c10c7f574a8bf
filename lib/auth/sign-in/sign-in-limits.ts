/**
 * What a client is told when a sign-in rate limit refuses it: the wait in whole seconds under two
 * minutes (so a person can count it down), in whole minutes, rounded up, beyond.
 */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 120) return `Too many attempts; try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
  return `Too many attempts; try again in ${Math.ceil(seconds / 60)} minutes.`;
}
