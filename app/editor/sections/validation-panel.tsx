import { useEditor, useReview } from '../open-report/editor-context';

/** Every message of the completeness check; each one opens its section and focuses its field. */
export function ValidationPanel({ onJump }: { onJump: (path: string) => void }) {
  const issues = useEditor((s) => s.issues);
  const errors = issues.filter((i) => i.severity === 'error').length;
  const open = useReview((s) => s.open);
  const comments = Object.values(open).flat();
  return (
    <aside aria-labelledby="validation-title" className="w-full shrink-0 lg:w-80">
      <h2 id="validation-title" className="mb-2 font-semibold">
        Validation ({errors} errors, {issues.length - errors} warnings)
      </h2>
      {comments.length > 0 && (
        <section aria-label="Review comments" className="mb-3">
          <h3 className="mb-1 text-sm font-semibold">Review comments ({comments.length})</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {comments.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  className="w-full rounded px-2 py-1 text-start hover:bg-panel"
                  onClick={() => onJump(c.path)}
                >
                  <span className="text-warn">Reviewer {c.user.name}:</span> {c.text}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {issues.length === 0 ? (
        <p className="text-sm text-ok">No errors or warnings.</p>
      ) : (
        <ul className="flex max-h-[70vh] flex-col gap-1 overflow-y-auto text-sm">
          {issues.map((issue) => (
            <li key={`${issue.path}|${issue.message}`}>
              <button
                type="button"
                className="w-full rounded px-2 py-1 text-start hover:bg-panel"
                onClick={() => onJump(issue.path)}
              >
                <span className={issue.severity === 'error' ? 'text-danger' : 'text-warn'}>
                  {issue.severity === 'error' ? 'Error' : 'Warning'}:
                </span>{' '}
                {issue.message}
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
