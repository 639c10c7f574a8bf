import { useStore } from 'zustand';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formRoles, roleItems } from '../../../lib/forms/definition/form-roles';
import { applyDriverLicence, applyRegistration } from '../../../lib/records/in-report/apply-record';
import { findDuplicates } from '../../../lib/records/in-report/duplicates';
import { parseRecordText } from '../../../lib/records/parsing/parse-records';
import type { CrashRecord } from '../../../lib/records/record-types';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { identifierLineOf } from '../../../lib/records/identifier-line';
import { capturedFrom } from '../../../lib/records/in-report/pushed-records';
import { flagMessages } from '../../../lib/records/record-flags';
import { orUnknown } from '../../../lib/records/record-summary';
import { CopyButton } from '../../child-windows/copy-button';
import { useEditor, useEditorParts } from '../open-report/editor-context';
import { RecordLookupButton } from './record-lookup-button';
import { BarcodeCamera } from './barcode-camera';
import { listenForKeyboardScanner, RECORDS_WINDOW_ATTRIBUTE } from './keyboard-scanner';
import { SerialScannerButton } from './serial-scanner';

function describe(record: CrashRecord): string {
  switch (record.kind) {
    case 'driverLicence':
      return `Driver licence: ${record.lastName}, ${record.firstName} · ${orUnknown(record.licenceState)} ${orUnknown(record.licenceNumber)} · born ${record.dateOfBirth ?? '??'}`;
    case 'vehicleRegistration':
      return `Registration: ${orUnknown(record.plateState)} ${record.plate}${record.vin ? ` · VIN ${record.vin}` : ''}${record.make ? ` · ${record.year ?? ''} ${record.make} ${record.model ?? ''}` : ''}`;
    case 'vin':
      return `VIN ${record.vin}`;
    case 'usdot':
      return `USDOT ${record.usdotNumber}`;
  }
}

/**
 * The records window: paste a licence or registration return or barcode text, or scan a barcode
 * (camera, or a handheld scanner as a keyboard or on a serial port), see the records with
 * duplicates marked, copy one's identifying line, and apply one to a unit (see
 * docs/rules/records-and-personal-data.md). Records the extension pushed from the RMS for this report show first, live, and
 * are marked and applied alike; a lone VIN or USDOT number runs its lookup for the chosen unit.
 * Plain content: it shows in a child window, or in a panel when pop-ups are blocked.
 */
export function RecordsPanel({ onClose }: { onClose: () => void }) {
  const { report: editor, pushed: pushedRecords, scans } = useEditorParts();
  const { setValues } = editor;
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<ReturnType<typeof parseRecordText> | null>(null);
  const [unit, setUnit] = useState(0);
  const [applied, setApplied] = useState('');
  const readOnly = useEditor((s) => s.saveState === 'readOnly');
  const definition = useEditor((s) => s.definition);
  const unitCount = useEditor((s) => (s.definition ? roleItems(formRoles(s.definition), 'units', s.data).length : 0));
  const reportId = useEditor((s) => s.report?.id);
  const allPushed = useStore(pushedRecords.store, (s) => s.records);
  const pushed = useMemo(() => allPushed.filter((e) => e.reportId === reportId), [allPushed, reportId]);
  const scan = useStore(scans.store);
  const records = useMemo(
    () => [...pushed.map((e) => e.record), ...scan.records, ...(parsed?.records ?? [])],
    [pushed, scan.records, parsed],
  );
  const isScanned = (index: number) => index >= pushed.length && index < pushed.length + scan.records.length;
  const root = useRef<HTMLDivElement>(null);
  // In a window of its own, a scanner typing there is heard there (the editor hears the main window).
  useEffect(() => {
    const win = root.current?.ownerDocument.defaultView;
    if (!win || win === window) return;
    return listenForKeyboardScanner(win, (scanned) => scans.take(scanned, 'keyboard'));
  }, [scans]);
  // By position: the same record pushed and pasted is one entry twice, and only the later is marked.
  const duplicates = useMemo(() => new Set(findDuplicates(records).flatMap((g) => g.indexes.slice(1))), [records]);

  const apply = (record: CrashRecord, to: 'driver' | 'owner' | 'vehicle', deliveryId?: string) => {
    if (!definition) return;
    const result =
      record.kind === 'driverLicence'
        ? applyDriverLicence(record, unit, { definition, to: to === 'owner' ? 'owner' : 'driver' })
        : record.kind === 'vehicleRegistration'
          ? applyRegistration(record, unit, { definition })
          : null;
    if (!result) return;
    setValues(result.writes);
    if (deliveryId) void pushedRecords.markApplied(deliveryId);
    setApplied(`Applied to unit ${unit + 1}${result.notes.length ? ` (${result.notes.join(' ')})` : '.'}`);
  };

  return (
    <div ref={root} className="flex flex-col gap-4" {...{ [RECORDS_WINDOW_ATTRIBUTE]: '' }}>
      <section aria-label="Scan" className="flex flex-col gap-2">
        <BarcodeCamera frameDecoder={scans.frameDecoder} onScan={(scanned) => scans.take(scanned, 'camera')} />
        <SerialScannerButton onScan={(scanned) => scans.take(scanned, 'serial')} />
        {scan.notice && <Alert tone="warning">{scan.notice}</Alert>}
        {scan.refusal && <Alert tone="error">{scan.refusal}</Alert>}
        {scan.problems.length > 0 && <Alert tone="warning">{scan.problems.join(' ')}</Alert>}
      </section>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Paste a licence or registration return, or scanned barcode text
        <textarea
          className="h-32 rounded border border-line bg-panel p-2 font-mono text-xs"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      <div className="flex items-center gap-2">
        <Button onClick={() => setParsed(parseRecordText(text))} disabled={!text.trim()}>
          Read records
        </Button>
        <label className="flex items-center gap-2 text-sm">
          Apply to unit
          <select
            className="rounded border border-line bg-panel px-2 py-1"
            value={unit}
            onChange={(e) => setUnit(Number(e.target.value))}
          >
            {Array.from({ length: unitCount }, (_, i) => (
              <option key={i} value={i}>
                Unit {i + 1}
              </option>
            ))}
          </select>
        </label>
      </div>
      {parsed && parsed.records.length === 0 && (
        <Alert tone="warning">No record was found in this text. {parsed.problems.join(' ')}</Alert>
      )}
      {records.length > 0 && (
        <ul aria-label="Records found" className="flex flex-col gap-2 text-sm">
          {records.map((record, index) => {
            const from = pushed[index];
            const flags = 'flags' in record ? flagMessages(record.flags) : [];
            return (
              // The same record pushed and pasted shows twice (marked duplicate), so the id alone is not a key.
              <li key={`${index}-${record.id}`} className="rounded border border-line p-2">
                <p>
                  {describe(record)}
                  {from && <span className="ms-2 text-muted">from {capturedFrom(from.pageUrl)}</span>}
                  {isScanned(index) && <span className="ms-2 text-muted">scanned from a barcode</span>}
                  {duplicates.has(index) && <strong className="ms-2 text-warn">(duplicate)</strong>}
                  {from?.applied && <strong className="ms-2 text-ok">(applied)</strong>}
                </p>
                {flags.length > 0 && (
                  <ul aria-label={`Values to check in ${describe(record)}`} className="mt-1 list-disc ps-5 text-warn">
                    {flags.map((message) => (
                      <li key={message}>{message}</li>
                    ))}
                  </ul>
                )}
                <div className="mt-1 flex flex-wrap items-center gap-2">
                  {record.kind === 'driverLicence' && (
                    <>
                      <Button
                        variant="secondary"
                        disabled={readOnly}
                        onClick={() => apply(record, 'driver', from?.deliveryId)}
                      >
                        Apply to driver
                      </Button>
                      <Button
                        variant="secondary"
                        disabled={readOnly}
                        onClick={() => apply(record, 'owner', from?.deliveryId)}
                      >
                        Apply to owner
                      </Button>
                    </>
                  )}
                  {record.kind === 'vehicleRegistration' && (
                    <Button
                      variant="secondary"
                      disabled={readOnly}
                      onClick={() => apply(record, 'vehicle', from?.deliveryId)}
                    >
                      Apply to vehicle and owner
                    </Button>
                  )}
                  {(record.kind === 'vin' || record.kind === 'usdot') && (
                    <RecordLookupButton
                      record={record}
                      unitIndex={unit}
                      disabled={readOnly || unitCount === 0}
                      onApplied={from ? () => void pushedRecords.markApplied(from.deliveryId) : undefined}
                    />
                  )}
                  <CopyButton text={identifierLineOf(record)} name={`Copy ${identifierLineOf(record)}`} />
                  {from && (
                    <Button
                      variant="secondary"
                      aria-label={`Dismiss ${identifierLineOf(record)}`}
                      onClick={() => void pushedRecords.dismiss(from.deliveryId)}
                    >
                      Dismiss
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {parsed && parsed.problems.length > 0 && parsed.records.length > 0 && (
        <Alert tone="warning">{parsed.problems.join(' ')}</Alert>
      )}
      {applied && (
        <p role="status" className="text-sm text-ok">
          {applied}
        </p>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}
