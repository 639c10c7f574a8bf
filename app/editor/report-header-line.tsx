import { formRoles, roleText } from '../../lib/forms/definition/form-roles';
import type { FieldRole } from '../../lib/forms/definition/roles';
import { reportStatusName } from '../../lib/workflow/report-status';
import { useEditor } from './open-report/editor-context';
import type { EditorState } from './open-report/report-state';

const headerText = (role: FieldRole) => (s: EditorState) =>
  s.definition ? (roleText(formRoles(s.definition), s.data, role) ?? '') : '';

/**
 * The line under the ribbon that names the report (date, time, Local ID, officer, status). Its own
 * component: a key typed in the Local ID re-renders this line, not the whole editor page.
 */
export function ReportHeaderLine({ status }: { status: number }) {
  const crashDate = useEditor(headerText('report.crashDate'));
  const crashTime = useEditor(headerText('report.crashTime'));
  const caseNumber = useEditor(headerText('report.caseNumber'));
  const officerFirst = useEditor(headerText('officer.firstName'));
  const officerLast = useEditor(headerText('officer.lastName'));
  const officerId = useEditor(headerText('officer.id'));
  return (
    <dl
      aria-label="Report header"
      className="flex flex-wrap gap-x-6 gap-y-1 border-b border-line bg-panel px-4 py-2 text-sm"
    >
      {[
        ['Date of incident', crashDate],
        ['Time', crashTime],
        ['Local ID', caseNumber],
        ['Investigative officer', [officerFirst, officerLast].filter(Boolean).join(' ')],
        ['Officer ID', officerId],
        ['Status', reportStatusName(status)],
      ].map(([term, value]) => (
        <div key={term} className="flex gap-1">
          <dt className="text-muted">{term}:</dt>
          <dd className="font-medium">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
