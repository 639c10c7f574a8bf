import type { Sealed, WrappedDeviceKey } from './device-key';
import type { SealedRow } from './sealed-table';

/**
 * An officer's key on this device: wrapped under their password, with their profile sealed under
 * it, so the app can say who is signed in and unlock offline. The password itself is never kept.
 */
export interface DeviceKeyRow extends WrappedDeviceKey {
  userId: number;
  /** In the clear: the offline sign-in finds the officer's key by the name they type. */
  userName: string;
  /** The signed-in user as the server last answered (lib/api/schemas/user-schemas' User), sealed. */
  profile: Sealed;
}

/**
 * A row that could not be read (damaged, no longer fitting, or sealed under a key that is gone),
 * moved out of its table so it is never read again and reported instead of crashing the app. It
 * stays sealed: setting it aside reveals nothing.
 */
export interface UnreadableRow {
  seq?: number;
  table: string;
  owner: number | null;
  reason: string;
  at: number;
  row: SealedRow;
}
