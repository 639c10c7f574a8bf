/**
 * A file size as people read it, in the decimal units the attachment limits are written in
 * (5,000,000 bytes = 5 MB), so a size shown beside a limit compares at a glance.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1_000) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  const [unit, size] = bytes < 1_000_000 ? ['KB', bytes / 1_000] : ['MB', bytes / 1_000_000];
  // One decimal, but never rounded up to the limit: 4,999,999 bytes is not "5 MB".
  const shown = Math.floor(size * 10) / 10;
  return `${shown.toLocaleString('en-US', { maximumFractionDigits: 1 })} ${unit}`;
}
