import { caseNumberOf } from '../../lib/forms/derived/report-summary';
import type { LocalDatabase } from './local-database';
import type { LocalDraft } from './local-records';
import { isSealedRow } from './sealed-table';

/** Something on this device the server does not have: sign-out warns before leaving it behind. */
export interface UnsyncedCopy {
  reportId: number;
  /** What the officer knows the report by: its case number when one was typed and its form is on the device. */
  localCode: string;
  kind: 'draft' | 'setAside' | 'pushedRecord' | 'pendingUpload';
}

/**
 * Seals the rows an older build of the app wrote in the clear, under the key just established:
 * a draft the server has (not dirty) is dropped, everything unsynced is kept, sealed. A row that
 * does not read as what it should is set aside (sealed), never dropped unseen. Pushed records of
 * another officer wait for that officer's sign-in.
 */
export async function sealClearRows(db: LocalDatabase): Promise<void> {
  const held = db.heldKey();
  if (!held) return;
  for (const table of db.sealedTables()) {
    const clear = (await table.raw.toArray()).filter((row) => !isSealedRow(row)) as Record<string, unknown>[];
    for (const row of clear) {
      if (table === db.pushedRecords && row.userId !== held.userId) continue;
      if (table === db.drafts && row.dirty === false) {
        await table.raw.delete(row.id as IDBValidKey);
        continue;
      }
      // Reading the sealed row back parses it; one that does not fit is set aside by that read,
      // which removes the clear row by its key too.
      const sealed = await table.stored(row);
      const [readable] = await table.read([sealed]);
      if (readable !== undefined) await table.raw.put(sealed);
    }
  }
}

/**
 * The case number of a kept copy, by the field of its form version that plays report.caseNumber
 * (the version of its base copy, as this device keeps it); '' when neither is known.
 */
async function caseNumberOfCopy(db: LocalDatabase, copy: LocalDraft): Promise<string> {
  const formId = copy.base?.formConfigurationId;
  const form = formId === undefined ? undefined : await db.forms.get(formId).catch(() => undefined);
  return form ? (caseNumberOf(form.definition, copy.data) ?? '') : '';
}

/** What the held key's officer keeps on this device that the server does not have. */
export async function unsyncedCopies(db: LocalDatabase): Promise<UnsyncedCopy[]> {
  const [drafts, setAside, pushed, files] = await Promise.all([
    db.drafts.all(),
    db.setAside.all(),
    db.pushedRecords.all(),
    db.pendingUploads.all(),
  ]);
  const copies = async (rows: LocalDraft[], kind: 'draft' | 'setAside') =>
    Promise.all(rows.map(async (d) => ({ reportId: d.id, localCode: await caseNumberOfCopy(db, d), kind })));
  return [
    ...(await copies(
      drafts.filter((d) => d.dirty),
      'draft',
    )),
    ...(await copies(setAside, 'setAside')),
    ...pushed.map((r) => ({ reportId: r.reportId, localCode: '', kind: 'pushedRecord' as const })),
    ...files.map((f) => ({ reportId: f.reportId, localCode: f.fileName, kind: 'pendingUpload' as const })),
  ];
}

/**
 * Sign-out: the held key's officer's copies the server has are removed; what it does not have
 * stays, sealed, and so does the wrapped key that opens it. With nothing unsynced left, the key
 * material (wrapped key and profile) goes too. Answers whether anything was kept.
 */
export async function forgetOfficer(db: LocalDatabase): Promise<boolean> {
  const held = db.heldKey();
  if (!held) return false;
  const synced = (await db.drafts.all()).filter((d) => !d.dirty).map((d) => d.id);
  await db.drafts.raw.bulkDelete(synced);
  const keptAny = (await unsyncedCopies(db)).length > 0;
  if (!keptAny) {
    // Only rows of the held key: a login-link session's key cannot read what the officer's kept
    // key sealed, so it must not remove it either.
    for (const table of db.sealedTables()) {
      await table.raw.deleteWhere('owner', held.userId, (row) => isSealedRow(row) && row.keyId === held.keyId);
    }
    if ((await db.deviceKeys.get(held.userId))?.keyId === held.keyId) await db.deviceKeys.delete(held.userId);
  }
  db.useKey(null);
  return keptAny;
}

/**
 * Rows sealed under an officer's earlier key (their password changed on another device, so it
 * could not be unwrapped here) can never be read: they are set aside and reported.
 */
export async function setAsideRowsOfOldKeys(db: LocalDatabase, userId: number, currentKeyId: string): Promise<number> {
  let count = 0;
  for (const table of db.sealedTables()) {
    const rows = await table.raw.where('owner', userId);
    for (const row of rows) {
      if (!isSealedRow(row) || row.keyId === currentKeyId) continue;
      await db.setRowAside(table.raw, row, "It was kept under this officer's earlier password and cannot be read.");
      count += 1;
    }
  }
  return count;
}
