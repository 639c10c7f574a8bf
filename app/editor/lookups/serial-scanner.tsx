import { useEffect, useRef, useState } from 'react';
import { SCAN_END_GAP_MS, SCAN_MAX_CHARACTERS } from '../../../lib/records/barcodes/barcode-scan-constants';
import { NO_WEB_SERIAL, serialProblem } from '../../../lib/records/barcodes/serial-problems';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useMutation } from '../../api/use-mutation';

/** The part of Web Serial used here (not in TypeScript's DOM types). */
interface SerialPortLike {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readable: ReadableStream<Uint8Array> | null;
}
interface SerialLike {
  requestPort(): Promise<SerialPortLike>;
}

/** Handheld scanners in serial (CDC/COM) mode default to 9600 baud. */
const BAUD_RATE = 9600;

const serialOf = (): SerialLike | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { serial?: SerialLike }).serial;

/**
 * "Connect scanner": a handheld scanner on a serial port (Web Serial). A scan is what arrives
 * until the line goes quiet, not a line: AAMVA text holds line breaks of its own. Hidden, with
 * the reason, where the browser has no Web Serial.
 */
export function SerialScannerButton({ onScan }: { onScan: (text: string) => void }) {
  const serial = serialOf();
  const [port, setPort] = useState<SerialPortLike | null>(null);
  const connecting = useMutation(
    async (ports: SerialLike) => {
      const chosen = await ports.requestPort();
      await chosen.open({ baudRate: BAUD_RATE });
      return chosen;
    },
    (refusal) => ({ form: serialProblem(refusal) }),
  );
  // A port failing while it is read is said where one that would not open is.
  const refuse = useRef(connecting.refuse);
  refuse.current = connecting.refuse;
  const scanned = useRef(onScan);
  scanned.current = onScan;

  useEffect(() => {
    const reader = port?.readable?.getReader();
    if (!port || !reader) return;
    let text = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const decoder = new TextDecoder();
    const flush = () => {
      if (text.trim()) scanned.current(text);
      text = '';
    };
    const pump = async () => {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text = (text + decoder.decode(value, { stream: true })).slice(0, SCAN_MAX_CHARACTERS);
        clearTimeout(timer);
        timer = setTimeout(flush, SCAN_END_GAP_MS);
      }
    };
    pump().catch((error: unknown) => {
      refuse.current({ form: serialProblem(error) });
      setPort(null);
    });
    return () => {
      clearTimeout(timer);
      void reader
        .cancel()
        .catch(() => undefined)
        .finally(() => {
          reader.releaseLock();
          void port.close().catch(() => undefined);
        });
    };
  }, [port]);

  if (!serial) return <p className="text-xs text-muted">{NO_WEB_SERIAL}</p>;

  async function connect(ports: SerialLike) {
    const { data } = await connecting.run(ports);
    if (data) setPort(data);
  }

  return (
    <div className="flex flex-col gap-2">
      {port ? (
        <p className="flex items-center gap-2 text-sm">
          <span role="status">Scanner connected: scan a licence or VIN label.</span>
          <Button variant="secondary" onClick={() => setPort(null)}>
            Disconnect scanner
          </Button>
        </p>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => void connect(serial)}>
          Connect scanner
        </Button>
      )}
      {connecting.error && <Alert tone="error">{connecting.error}</Alert>}
    </div>
  );
}
