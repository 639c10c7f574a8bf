import { useRef, useState, type FormEvent } from 'react';
import {
  BATCH_EXPORT_MAX_DAYS,
  batchExportFormatLabels,
  batchExportFormats,
  batchExportQuerySchema,
  type BatchExportFormat,
} from '../../lib/exchange/batch-export';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { saveBlob } from '../session/bearer-download';
import { useSessionStoreApi } from '../session/session-store';
import { BatchExportRefused, fetchBatchExport, type BatchExportProgress } from './batch-export-download';

type Field = 'from' | 'to' | 'agency' | 'format';

const PROGRESS_EVERY_MS = 1000;

const number = new Intl.NumberFormat('en-US');
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${number.format(Math.ceil(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** What the progress line says, for the eye and for a screen reader alike. */
export function progressText(p: BatchExportProgress): string {
  const of = p.total === null ? '' : ` of ${number.format(p.total)}`;
  if (p.written !== null) return `${number.format(p.written)}${of} reports written (${size(p.bytes)}).`;
  return `${size(p.bytes)} received${p.total === null ? '' : ` for ${number.format(p.total)} reports`}.`;
}

/**
 * Batch export of accepted reports: the crash dates, the agency and the format, downloaded as it
 * streams with how far it is, and a Cancel that stops it. Refusals show at their fields.
 * `everyAgency`: the caller may export any agency (the agency may then be left empty for all).
 */
export function BatchExportDialog({ onClose, everyAgency }: { onClose: () => void; everyAgency: boolean }) {
  const session = useSessionStoreApi();
  const [fields, setFields] = useState({ from: '', to: '', agency: '', format: 'jsonl' as BatchExportFormat });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'info'; text: string } | null>(null);
  const [progress, setProgress] = useState<BatchExportProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = useRef(0);

  const set = (key: Field) => (value: string) => setFields((f) => ({ ...f, [key]: value }));

  async function start(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const parsed = batchExportQuerySchema.safeParse({
      ...fields,
      agency: fields.agency.trim() === '' ? undefined : fields.agency.trim().toUpperCase(),
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'from'), i.message])));
      return;
    }
    setErrors({});
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    setProgress({ total: null, written: null, bytes: 0 });
    try {
      const { blob, fileName } = await fetchBatchExport(session.getState().token, parsed.data, {
        signal: controller.signal,
        // A screen reader hears the line each time it changes: once a second is enough to follow.
        onProgress: (p) => {
          const now = Date.now();
          if (now - shown.current < PROGRESS_EVERY_MS) return;
          shown.current = now;
          setProgress(p);
        },
      });
      setProgress((p) => p && { ...p, bytes: blob.size, written: p.total ?? p.written });
      saveBlob(blob, fileName);
      setMessage({ tone: 'info', text: `The export was saved as ${fileName}.` });
    } catch (error) {
      if (controller.signal.aborted) setMessage({ tone: 'info', text: 'The export was cancelled.' });
      else if (error instanceof BatchExportRefused) {
        setErrors(error.fieldErrors);
        setMessage({ tone: 'error', text: error.message });
      } else setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      running.current = null;
      setBusy(false);
    }
  }

  const cancel = () => {
    if (running.current) running.current.abort();
    else onClose();
  };

  return (
    <Dialog open title="Batch export of accepted reports" onClose={cancel}>
      <form className="flex flex-col gap-3" onSubmit={(e) => void start(e)} aria-label="Batch export">
        <p className="text-sm text-muted">
          The accepted reports (and those archived since) of up to {BATCH_EXPORT_MAX_DAYS} days of crash dates.
        </p>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          <TextField
            label="Crash date from"
            type="date"
            value={fields.from}
            onChange={(e) => set('from')(e.target.value)}
            error={errors.from}
            required
          />
          <TextField
            label="Crash date to"
            type="date"
            value={fields.to}
            onChange={(e) => set('to')(e.target.value)}
            error={errors.to}
            required
          />
          <TextField
            label="Agency (ORI)"
            value={fields.agency}
            onChange={(e) => set('agency')(e.target.value)}
            error={errors.agency}
            hint={everyAgency ? 'Leave empty for every agency.' : 'Leave empty for your agency.'}
          />
          <SelectField
            label="Format"
            value={fields.format}
            onChange={set('format')}
            options={batchExportFormats.map((f) => ({ value: f, label: batchExportFormatLabels[f] }))}
            error={errors.format}
          />
        </div>
        {progress && (
          <div className="flex flex-col gap-1">
            <progress
              aria-label="Export progress"
              max={progress.total ?? undefined}
              value={progress.written ?? undefined}
              className="w-full"
            />
            <p role="status" aria-live="polite" className="text-sm">
              {progressText(progress)}
            </p>
          </div>
        )}
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={cancel}>
            {busy ? 'Cancel export' : 'Close'}
          </Button>
          <Button type="submit" busy={busy}>
            Export
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
