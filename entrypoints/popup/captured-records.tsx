import { heldRecordsFor } from '../../lib/bridge/record-queue/held-records';
import { identifierLineOf } from '../../lib/records/identifier-line';
import { flagMessages } from '../../lib/records/record-flags';
import { summariseRecord } from '../../lib/records/record-summary';
import { useRecordQueue, type QueueState } from './use-record-queue';
import type { SignInState } from './use-signed-in-user';

const records = (n: number) => `${n} ${n === 1 ? 'record' : 'records'}`;

/**
 * What the section may show: the records held for the user named at the top, nothing while
 * nobody is (or it is unknown who is) signed in. The background answers with that user's
 * records already; the popup holds them to the same rule, so it never lists a record beside
 * another user's name, even one the session changed for between its two questions.
 */
function shown(queue: QueueState, signIn: SignInState) {
  if (queue.status === 'unavailable' || signIn.status === 'unavailable') return { status: 'unavailable' as const };
  if (queue.status === 'loading' || signIn.status === 'loading') return { status: 'loading' as const };
  const userName = signIn.status === 'signed-in' ? signIn.user.userName : null;
  const { mine, others } = heldRecordsFor(queue.entries, userName);
  return { status: 'ready' as const, signedIn: userName !== null, mine, others: queue.heldForOthers + others };
}

/** Records captured on RMS pages that no report has taken yet: copy, send them again or discard them. */
export function CapturedRecords({ signIn }: { signIn: SignInState }) {
  const { state: queue, message, sendAgain, discard, copy } = useRecordQueue();
  const view = shown(queue, signIn);

  return (
    <section aria-labelledby="captured-title">
      <h2 id="captured-title">Captured records</h2>
      {view.status === 'loading' && <p>Reading…</p>}
      {view.status === 'unavailable' && (
        <p role="alert">The captured records could not be read. Close and reopen this window.</p>
      )}
      {view.status === 'ready' && !view.signedIn && (
        <>
          <p className="muted">Sign in to the crash app to see the records you captured.</p>
          {view.others > 0 && (
            <p className="muted">
              {records(view.others)} held for the user who captured {view.others === 1 ? 'it' : 'them'}.
            </p>
          )}
        </>
      )}
      {view.status === 'ready' && view.signedIn && view.mine.length === 0 && (
        <p className="muted">None waiting: every record reached a report.</p>
      )}
      {view.status === 'ready' && view.signedIn && view.mine.length > 0 && (
        <>
          <ul className="queue">
            {view.mine.map((entry) => (
              <li key={entry.id}>
                <div>
                  <strong>{summariseRecord(entry.record)}</strong>
                  <div className="muted">
                    {new URL(entry.pageUrl).host}, {new Date(entry.capturedAt).toLocaleTimeString()}
                  </div>
                  {entry.lastError && <div className="muted">{entry.lastError}</div>}
                  {'flags' in entry.record &&
                    flagMessages(entry.record.flags).map((message) => (
                      <div key={message} className="flag">
                        Check: {message}
                      </div>
                    ))}
                </div>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => copy(identifierLineOf(entry.record))}
                  aria-label={`Copy ${identifierLineOf(entry.record)}`}
                >
                  Copy
                </button>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => discard(entry.id)}
                  aria-label={`Discard ${summariseRecord(entry.record)}`}
                >
                  Discard
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={sendAgain}>
            Send again
          </button>
        </>
      )}
      {view.status === 'ready' && view.signedIn && view.others > 0 && (
        <p className="muted">{records(view.others)} held for another user, listed only to them.</p>
      )}
      {message && <p role="status">{message}</p>}
    </section>
  );
}
