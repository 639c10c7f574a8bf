import { decodeVin, usdotSearch } from '../../../lib/api/calls/calls-lookup';
import { vinDecodeWrites } from '../../../lib/forms/lookups/vin-decode-writes';
import { usdotWrites } from '../../../lib/forms/lookups/usdot-writes';
import { lookupFor } from '../../../lib/records/in-report/pushed-records';
import type { CrashRecord } from '../../../lib/records/record-types';
import { Button } from '../../../components/button';
import { useMutation } from '../../api/use-mutation';
import { useEditor, useOpenReport } from '../open-report/editor-context';
import { type OpenReport } from '../open-report/editor-store';
import { useApiClient } from '../../api/api-client-context';
import type { ApiClient } from '../../api/client';

/** What the lookup of a lone VIN or USDOT number did, in words for the officer. */
type Outcome = { ok: boolean; text: string };

async function decodeInto(
  api: ApiClient,
  editor: OpenReport,
  vin: string,
  vehiclePath: string,
  unitIndex: number,
  scanned: boolean,
): Promise<Outcome> {
  const decoded = await api.call(decodeVin, { vin });
  const definition = editor.store.getState().definition;
  // The VIN itself goes in with what the decode says about it: the decode is where it was checked.
  if (definition)
    editor.setValues(vinDecodeWrites(definition, vehiclePath, decoded, vin, scanned ? 'barcode' : 'vinDecode'));
  const what = [decoded.year, decoded.make, decoded.model].filter(Boolean).join(' ');
  return what
    ? { ok: true, text: `VIN ${vin} decoded into unit ${unitIndex + 1}: ${what}.` }
    : { ok: false, text: `VIN ${vin} was put in unit ${unitIndex + 1}, but the decoder knows nothing of it.` };
}

async function lookUpCarrier(
  api: ApiClient,
  editor: OpenReport,
  usdotNumber: string,
  cmvPath: string,
  unitIndex: number,
): Promise<Outcome> {
  const definition = editor.store.getState().definition;
  const { results } = await api.call(usdotSearch, { usdotNumber, page: 1 });
  const carrier = results[0];
  if (!carrier || !definition)
    return { ok: false, text: `No carrier has USDOT number ${usdotNumber}; enter the carrier details by hand.` };
  const { writes, notes } = usdotWrites(definition, cmvPath, carrier);
  editor.setValues(writes);
  return {
    ok: true,
    text: `Unit ${unitIndex + 1} carrier filled from USDOT ${carrier.dotNumber}: ${carrier.legalName}.${notes.length ? ` ${notes.join(' ')}` : ''}`,
  };
}

/**
 * For a lone VIN or USDOT number in the records window: runs the VIN decode or the USDOT lookup
 * for the unit chosen there, as the buttons of the vehicle and CMV sections do.
 */
export function RecordLookupButton({
  record,
  unitIndex,
  disabled,
  onApplied,
}: {
  record: CrashRecord;
  unitIndex: number;
  disabled: boolean;
  /** Told when the lookup wrote into the unit (the record is then applied). */
  onApplied?: () => void;
}) {
  const editor = useOpenReport();
  const api = useApiClient();
  const definition = useEditor((s) => s.definition);
  const lookup = definition ? lookupFor(definition, record, unitIndex) : null;
  const looking = useMutation(async () => {
    if (!lookup) return null;
    const result =
      lookup.kind === 'vinDecode'
        ? await decodeInto(api, editor, lookup.vin, lookup.vehiclePath, unitIndex, lookup.scanned)
        : await lookUpCarrier(api, editor, lookup.usdotNumber, lookup.cmvPath, unitIndex);
    // A VIN goes into the unit even when the decoder knows nothing of it; a carrier only when found.
    if (result.ok || lookup.kind === 'vinDecode') onApplied?.();
    return result;
  }, 'The lookup failed; try again.');
  const { busy } = looking;
  // What the last lookup did, until the next one starts.
  const outcome: Outcome | null = busy
    ? null
    : looking.error
      ? { ok: false, text: looking.error }
      : (looking.data ?? null);
  if (!lookup) return null;

  return (
    <>
      <Button variant="secondary" busy={busy} disabled={disabled} onClick={() => void looking.run()}>
        {lookup.kind === 'vinDecode'
          ? `Decode VIN into unit ${unitIndex + 1}`
          : `Look up carrier for unit ${unitIndex + 1}`}
      </Button>
      {outcome && (
        <span role={outcome.ok ? 'status' : 'alert'} className={`text-sm ${outcome.ok ? 'text-ok' : 'text-danger'}`}>
          {outcome.text}
        </span>
      )}
    </>
  );
}
