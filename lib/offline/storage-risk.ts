/**
 * How close this device's storage for the app is to full. Reports, their attachments and the
 * changes waiting to sync live there: a browser refuses writes (or drops the site's data) when the
 * quota runs out, so the officer is warned while there is still room to sync and free space.
 */
export type StorageRisk = 'ok' | 'low' | 'critical';

/** Below this much free room, or above LOW_SHARE of the quota used, the device is low on storage. */
export const LOW_FREE_BYTES = 100 * 1024 * 1024;
export const LOW_SHARE = 0.8;
/** Below this much free room, or above CRITICAL_SHARE used, a photo or a long report may not fit. */
export const CRITICAL_FREE_BYTES = 20 * 1024 * 1024;
export const CRITICAL_SHARE = 0.95;

export function storageRisk({ usage, quota }: { usage: number; quota: number }): StorageRisk {
  if (!(quota > 0)) return 'ok';
  const free = Math.max(0, quota - usage);
  const share = usage / quota;
  if (free < CRITICAL_FREE_BYTES || share > CRITICAL_SHARE) return 'critical';
  if (free < LOW_FREE_BYTES || share > LOW_SHARE) return 'low';
  return 'ok';
}

/** Free room in words: "12 MB" (whole megabytes; below one, "less than 1 MB"). */
export function freeRoomText({ usage, quota }: { usage: number; quota: number }): string {
  const megabytes = Math.floor(Math.max(0, quota - usage) / (1024 * 1024));
  return megabytes < 1 ? 'less than 1 MB' : `${megabytes.toLocaleString('en-US')} MB`;
}
