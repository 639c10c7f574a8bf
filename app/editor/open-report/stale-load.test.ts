import { describe, expect, it } from 'vitest';
import { documentOf, harness } from './open-report.fixture';

describe('opening a report while the device’s copy is saved in the background', () => {
  it('loads the report again when the device knows a newer version than the one loaded', async () => {
    // The sync after a sign-in saved the device's copy (version 2) between the editor's load and
    // its read of the copy: the first load answered the version before.
    const older = documentOf(1, {});
    const saved = documentOf(2, { Notes: { Summary: 'typed before the crash' } });
    let loads = 0;
    const server = {
      get document() {
        loads++;
        return loads === 1 ? older : saved;
      },
    };
    const h = harness(server as { document: typeof saved }, {
      draft: { id: 1, data: saved.data, baseVersion: 2, dirty: false, savedAt: 1 },
    });
    await h.session.open(1);
    expect(loads).toBe(2);
    expect(h.state()).toMatchObject({ data: saved.data, saveState: 'saved' });
    expect(h.state().report?.version).toBe(2);
    expect(h.saves).toEqual([]);
  });

  it('opens what the server answers after three loads that stay older than the device’s copy', async () => {
    // The server's database was restored from a backup: its versions went back.
    const restored = documentOf(1, { Notes: { Summary: 'from the backup' } });
    let loads = 0;
    const server = {
      get document() {
        loads++;
        return restored;
      },
    };
    const h = harness(server as { document: typeof restored }, {
      draft: {
        id: 1,
        data: { Notes: { Summary: 'saved before the restore' } },
        baseVersion: 5,
        dirty: false,
        savedAt: 1,
      },
    });
    await h.session.open(1);
    expect(loads).toBe(3);
    expect(h.state()).toMatchObject({ data: restored.data, saveState: 'saved' });
  });
});
