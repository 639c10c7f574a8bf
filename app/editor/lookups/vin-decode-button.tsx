import { decodeVin } from '../../../lib/api/calls/calls-lookup';
import { vinDecodeWrites } from '../../../lib/forms/lookups/vin-decode-writes';
import { Button } from '../../../components/button';
import { useMutation } from '../../api/use-mutation';
import { useOpenReport } from '../open-report/editor-context';
import { useApiClient } from '../../api/api-client-context';

/** Decodes the VIN typed in a vehicle section and fills that section's make, model, year and style. */
export function VinDecodeButton({ vinPath, vin, disabled }: { vinPath: string; vin: string; disabled: boolean }) {
  const api = useApiClient();
  const { store, setValues } = useOpenReport();
  const decoding = useMutation(async () => {
    const decoded = await api.call(decodeVin, { vin });
    const definition = store.getState().definition;
    const writes = definition ? vinDecodeWrites(definition, vinPath.replace(/\.[^.]+$/, ''), decoded) : [];
    setValues(writes);
    const what = [decoded.year, decoded.make, decoded.model].filter(Boolean).join(' ');
    return writes.length
      ? { ok: true, text: `Decoded: ${what}.` }
      : { ok: false, text: `The decoder knows nothing of this VIN (${decoded.errorText}).` };
  }, 'The VIN could not be decoded.');
  const { busy } = decoding;
  // What the last decode did, until the next one starts.
  const result = busy ? null : decoding.error ? { ok: false, text: decoding.error } : decoding.data;

  return (
    <div className="flex flex-col gap-1">
      <Button
        variant="secondary"
        className="self-start"
        busy={busy}
        disabled={disabled || vin.trim().length === 0}
        onClick={() => void decoding.run()}
      >
        Decode VIN
      </Button>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={`text-sm ${result.ok ? 'text-ok' : 'text-danger'}`}>
          {result.text}
        </p>
      )}
    </div>
  );
}
