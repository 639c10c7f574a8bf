import { useId } from 'react';
import type { PermissionRule } from '../../../lib/auth/permissions/permission-rule';
import { previewRules } from '../../../lib/auth/permissions/rule-preview';

/**
 * What the role may do, in words, from the rules as they stand in the editor: it changes as the
 * rules are edited. Rules that are not valid yet are left out, and the preview says which.
 */
export function RolePreview({ rules }: { rules: (PermissionRule | null)[] }) {
  const id = useId();
  const valid = rules.filter((r): r is PermissionRule => r !== null);
  const leftOut = rules.flatMap((r, i) => (r === null ? [i + 1] : []));
  const groups = previewRules(valid);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded border border-line bg-panel p-4">
      <h2 id={id} className="text-lg font-semibold">
        What this role may do
      </h2>
      {groups.length === 0 && <p className="text-sm text-muted">Nothing: the role has no rules.</p>}
      {groups.map((g) => (
        <div key={g.subject}>
          <h3 className="text-sm font-semibold">{g.heading}</h3>
          <ul className="ms-4 list-disc text-sm" aria-label={`${g.heading} permissions`}>
            {g.lines.map((line, i) => (
              <li key={i} className={line.allowed ? '' : 'text-danger'}>
                {line.text}
                {line.reason ? ` (${line.reason})` : ''}
              </li>
            ))}
          </ul>
        </div>
      ))}
      {leftOut.length > 0 && (
        <p className="text-sm text-muted">
          {leftOut.length === 1 ? `Rule ${leftOut[0]} is` : `Rules ${leftOut.join(', ')} are`} left out until valid.
        </p>
      )}
    </section>
  );
}
