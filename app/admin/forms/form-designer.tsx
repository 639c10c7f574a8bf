import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { unexportedSentence } from '../../../lib/exchange/mapping-coverage';
import { saveFormConfiguration } from '../../../lib/api/calls/calls-form-configuration';
import type { FormVersionRow } from '../../../lib/api/schemas/form-configuration-schemas';
import { mayDesignForm, mayPublishForm } from '../../../lib/auth/permissions/form-permissions';
import { useMutation } from '../../api/use-mutation';
import { useAbility } from '../../session/use-ability';
import { useSession } from '../../session/session-store';
import { useDesigner, useDesignerActions } from './designer-context';
import { DesignerPreview } from './designer-preview';
import { FieldsEditor } from './fields-editor';
import { PermissionsGrid } from './permissions-grid';
import { RulesEditor } from './rules-editor';
import { VersionDiff } from './version-diff';
import { versionLabel, versionOwner, versionStatus } from './version-status';
import { askBeforeClosing } from '../../desktop/unsaved-prompt';
import { useApiClient } from '../../api/api-client-context';

// The JSON editor's code (CodeMirror) loads once the designer shows, not before it.
const loadJsonEditor = () => import('./json-editor');
const JsonEditor = lazy(() => loadJsonEditor().then((m) => ({ default: m.JsonEditor })));

const tabs = ['Fields', 'Rules', 'JSON', 'Preview', 'Publish permissions', 'Compare'] as const;

/**
 * One form version in the designer: its state and actions, then the visual editor, the JSON,
 * the preview in the real editor, its publish permissions and the comparison with any version.
 * A published version never changes: it is shown read-only, and a new version starts from it.
 */
export function FormDesigner({
  versions,
  onChanged,
  onOpenVersion,
}: {
  versions: FormVersionRow[];
  onChanged: () => void;
  onOpenVersion: (id: number) => void;
}) {
  const api = useApiClient();
  const ability = useAbility();
  const designer = useDesignerActions();
  const { changeStatus, discardChanges, saveVersion } = designer;
  const ownAgencyOri = useSession((s) => s.user?.agency.ori ?? '');
  const stored = useDesigner((s) => s.stored);
  const dirty = useDesigner((s) => s.dirty);
  const checking = useDesigner((s) => s.checking);
  const problems = useDesigner((s) => s.problems.length);
  const busy = useDesigner((s) => s.busy);
  const notice = useDesigner((s) => s.notice);
  /** The publisher is asked whether to publish without the fields that would not reach the state. */
  const [confirming, setConfirming] = useState(false);
  // A state-wide version its designer may not change is copied into the designer's own agency.
  const starting = useMutation(async (version: 'minor' | 'major', copyOf: number, agencyOri?: string) => {
    const created = await api.call(saveFormConfiguration, { copyOf, version, ...(agencyOri ? { agencyOri } : {}) });
    onOpenVersion(created.id);
  }, 'The new version could not be started.');
  useEffect(() => {
    const idle = requestIdleCallback(() => void loadJsonEditor(), { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);
  // The edits live in this page alone until saved: closing the window or the tab asks first.
  useEffect(() => askBeforeClosing(() => designer.state.getState().dirty), [designer]);
  if (!stored) return null;

  const designable = mayDesignForm(ability, stored);
  const publishable = mayPublishForm(ability, stored);
  const editable = designable && !stored.isPublished;
  // A version of the caller's own, or a state-wide one an agency administrator copies for their agency.
  const mayStartVersion =
    designable || (stored.agencyOri === null && mayDesignForm(ability, { agencyOri: ownAgencyOri }));
  const publishRefusal = dirty
    ? 'Save the changes before publishing.'
    : problems > 0
      ? 'Fix the problems in the model before publishing.'
      : '';
  // The server names them for the draft as saved; edits not saved yet are refused above first.
  const unexported = stored.isPublished ? [] : (stored.unexportedFields ?? []);
  const unexportedWarning =
    unexported.length && !publishRefusal
      ? `${unexportedSentence(unexported)} Map ${unexported.length === 1 ? 'it' : 'them'} in the JSON tab's exchange mapping, or list ${unexported.length === 1 ? 'it' : 'them'} as not exported.`
      : '';

  const startVersion = (version: 'minor' | 'major') =>
    void starting.run(version, stored.id, designable ? undefined : ownAgencyOri);
  const copying = starting.running?.[0];
  const status = async (action: 'publish' | 'disable' | 'enable', acceptUnexported = false) => {
    if (await changeStatus(action, { acceptUnexported })) onChanged();
  };

  return (
    <section aria-labelledby="designer-title" className="flex flex-col gap-3">
      <header className="flex flex-wrap items-center gap-3">
        <h2 id="designer-title" className="text-lg font-semibold">
          {versionLabel(stored)}
        </h2>
        <span className="rounded border border-line px-2 py-0.5 text-sm">{versionStatus(stored)}</span>
        <span className="text-sm text-muted">
          {versionOwner({ ...stored, agencyName: versions.find((v) => v.id === stored.id)?.agencyName ?? null })}
        </span>
        <span role="status" className="text-sm" data-dirty={dirty || undefined}>
          {dirty ? <strong className="text-warn">Unsaved changes</strong> : editable ? 'Saved' : ''}
          {checking ? ' · checking…' : ''}
        </span>
      </header>
      <div className="flex flex-wrap items-center gap-2">
        {editable && (
          <>
            <Button
              onClick={() => void saveVersion().then((ok) => ok && onChanged())}
              busy={busy === 'saving'}
              disabled={!dirty || checking}
            >
              Save draft
            </Button>
            <Button variant="secondary" onClick={discardChanges} disabled={!dirty || busy !== ''}>
              Discard changes
            </Button>
          </>
        )}
        {publishable && !stored.isPublished && (
          <Button
            id="publish-button"
            onClick={() => (unexportedWarning ? setConfirming(true) : void status('publish'))}
            busy={busy === 'publishing'}
            disabled={publishRefusal !== '' || checking}
            aria-describedby={publishRefusal ? 'publish-refusal' : unexportedWarning ? 'publish-unexported' : undefined}
          >
            Publish
          </Button>
        )}
        {publishable && stored.isPublished && (
          <Button
            variant="secondary"
            onClick={() => void status(stored.disabled ? 'enable' : 'disable')}
            busy={busy === 'disabling' || busy === 'enabling'}
          >
            {stored.disabled ? 'Enable' : 'Disable'}
          </Button>
        )}
        {mayStartVersion ? (
          <>
            <Button variant="secondary" busy={copying === 'minor'} onClick={() => startVersion('minor')}>
              New minor version
            </Button>
            <Button variant="secondary" busy={copying === 'major'} onClick={() => startVersion('major')}>
              New major version
            </Button>
          </>
        ) : null}
        {publishable && !stored.isPublished && publishRefusal && (
          <span id="publish-refusal" className="text-sm text-muted">
            {publishRefusal}
          </span>
        )}
        {publishable && !stored.isPublished && unexportedWarning && (
          <span id="publish-unexported" className="text-sm text-warn">
            {unexportedWarning}
          </span>
        )}
      </div>
      <Dialog
        open={confirming}
        title="Publish without these fields?"
        onClose={() => setConfirming(false)}
        opener="publish-button"
      >
        <p>
          {unexportedSentence(unexported)} Reports keep what is written in them, but the state repository will never
          receive it.
        </p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep editing
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              void status('publish', true);
            }}
          >
            Publish without them
          </Button>
        </div>
      </Dialog>
      {stored.isPublished && (
        <p className="text-sm text-muted">
          A published version never changes: reports keep the version they were written with. Start a new version to
          make changes.
        </p>
      )}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {starting.error && <Alert tone="error">{starting.error}</Alert>}
      <TabGroup>
        <TabList aria-label="Designer" className="flex flex-wrap gap-1 border-b border-line">
          {tabs.map((t) => (
            <Tab
              key={t}
              className="rounded-t px-3 py-2 text-sm data-[selected]:bg-brand data-[selected]:text-brand-ink"
            >
              {t === 'JSON' && problems > 0 ? `JSON (${problems} problems)` : t}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="pt-3">
          <TabPanel>
            <FieldsEditor editable={editable} />
          </TabPanel>
          <TabPanel>
            <RulesEditor editable={editable} />
          </TabPanel>
          <TabPanel>
            <Suspense fallback={<p role="status">Loading the JSON editor…</p>}>
              <JsonEditor editable={editable} />
            </Suspense>
          </TabPanel>
          <TabPanel>
            <DesignerPreview />
          </TabPanel>
          <TabPanel>
            {/* A grid of its own for each version, and again once it is published. */}
            <PermissionsGrid key={`${stored.id}:${stored.isPublished}`} version={stored} editable={publishable} />
          </TabPanel>
          <TabPanel>
            <VersionDiff versions={versions} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </section>
  );
}
