import { identifierLineOf } from '../../lib/records/identifier-line';
import { flagMessages } from '../../lib/records/record-flags';
import { summariseRecord } from '../../lib/records/record-summary';
import { useRecordQueue } from './use-record-queue';

/** Records captured on RMS pages that no report has taken yet: copy, send them again or discard them. */
export function CapturedRecords() {
  const { state, message, sendAgain, discard, copy } = useRecordQueue();

  return (
    <section aria-labelledby="captured-title">
      <h2 id="captured-title">Captured records</h2>
      {state.status === 'loading' && <p>Reading…</p>}
      {state.status === 'unavailable' && (
        <p role="alert">The captured records could not be read. Close and reopen this window.</p>
      )}
      {state.status === 'ready' && state.entries.length === 0 && (
        <p className="muted">None waiting: every record reached a report.</p>
      )}
      {state.status === 'ready' && state.entries.length > 0 && (
        <>
          <ul className="queue">
            {state.entries.map((entry) => (
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
      {message && <p role="status">{message}</p>}
    </section>
  );
}
