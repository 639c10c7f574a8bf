import { useEffect, useRef, useState } from 'react';
import { CAMERA_FRAME_INTERVAL_MS, GUIDE_BOX_INSET } from '../../../lib/records/barcodes/barcode-scan-constants';
import { rotationPlan } from '../../../lib/records/barcodes/barcode-rotations';
import { cameraProblem, NO_CAMERA_API, READER_NOT_LOADED } from '../../../lib/records/barcodes/camera-problems';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useMutation } from '../../api/use-mutation';
import type { FrameDecoder } from './barcode-decoder';
import { frameAt, stopStream } from './camera-frames';

/** The back camera where there is one (a phone or tablet), at a size that resolves PDF417's thin bars. */
const CAMERA: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

/**
 * The records window's "Scan barcode": opens the device's camera, shows it with a guide box, and
 * decodes frames (straight, then at small turns, lib/records/barcodes/barcode-rotations.ts) until one reads; the text goes to `onScan` and
 * the camera closes. A camera refused, absent or busy is said at the control.
 */
export function BarcodeCamera({
  onScan,
  frameDecoder,
}: {
  onScan: (text: string) => void;
  /** The decoder, loaded on the first frame (the editor's scanned barcodes keep it). */
  frameDecoder: () => Promise<FrameDecoder>;
}) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const opening = useMutation(
    (media: MediaDevices) => media.getUserMedia(CAMERA),
    (refusal) => ({ form: cameraProblem(refusal) }),
  );
  // The reader failing while frames are decoded is said where a refused camera is.
  const refuse = useRef(opening.refuse);
  refuse.current = opening.refuse;
  const videoRef = useRef<HTMLVideoElement>(null);
  const scanned = useRef(onScan);
  scanned.current = onScan;

  async function start() {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) return opening.refuse({ form: NO_CAMERA_API });
    const { data } = await opening.run(media);
    if (data) setStream(data);
  }

  useEffect(() => {
    const video = videoRef.current;
    if (!stream || !video) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement('canvas');
    let frameNumber = 0;
    const finish = () => {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
      setStream(null);
    };
    const tick = async () => {
      try {
        const decoder = await frameDecoder();
        const turns = video.readyState >= 2 ? rotationPlan(frameNumber++) : [];
        for (const turn of turns) {
          const frame = frameAt(video, canvas, turn);
          const text = frame && (await decoder.read(frame));
          if (stopped) return;
          if (text) {
            finish();
            scanned.current(text);
            return;
          }
        }
      } catch {
        if (stopped) return;
        finish();
        refuse.current({ form: READER_NOT_LOADED });
        return;
      }
      if (!stopped) timer = setTimeout(() => void tick(), CAMERA_FRAME_INTERVAL_MS);
    };
    video.srcObject = stream;
    video.play().catch(() => undefined);
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
    };
  }, [stream, frameDecoder]);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {stream ? (
          <Button variant="secondary" onClick={() => setStream(null)}>
            Stop camera
          </Button>
        ) : (
          <Button variant="secondary" busy={opening.busy} onClick={() => void start()}>
            Scan barcode
          </Button>
        )}
        <span className="text-xs text-muted">
          Licence or registration card (PDF417), VIN label (Code 39, Data Matrix, QR)
        </span>
      </div>
      {opening.error && <Alert tone="error">{opening.error}</Alert>}
      {stream && (
        <figure className="relative self-start overflow-hidden rounded border border-line bg-black">
          <video ref={videoRef} muted playsInline aria-label="Camera" className="block max-h-72 max-w-full" />
          {/* The guide box: where the officer holds the barcode, and all of the frame that is decoded. */}
          <div
            aria-hidden="true"
            style={{ inset: `${GUIDE_BOX_INSET.y * 100}% ${GUIDE_BOX_INSET.x * 100}%` }}
            className="absolute rounded border-2 border-dashed border-white"
          />
          <figcaption role="status" className="absolute inset-x-0 bottom-0 bg-black/60 px-2 py-1 text-xs text-white">
            Hold the barcode flat inside the box
          </figcaption>
        </figure>
      )}
    </div>
  );
}
