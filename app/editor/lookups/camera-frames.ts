import { GUIDE_BOX_INSET } from '../../../lib/records/barcodes/barcode-scan-constants';

/**
 * The guide box of a camera frame as pixels, the frame turned by `degrees` about its centre (the
 * rotation retries): the corners the turn uncovers are white, which a decoder reads as quiet
 * zone, not as bars.
 */
export function frameAt(video: HTMLVideoElement, canvas: HTMLCanvasElement, degrees: number): ImageData | null {
  const { videoWidth: width, videoHeight: height } = video;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || width === 0 || height === 0) return null;
  if (canvas.width !== width) canvas.width = width;
  if (canvas.height !== height) canvas.height = height;
  context.save();
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(video, -width / 2, -height / 2, width, height);
  context.restore();
  const left = Math.round(width * GUIDE_BOX_INSET.x);
  const top = Math.round(height * GUIDE_BOX_INSET.y);
  return context.getImageData(left, top, width - 2 * left, height - 2 * top);
}

/** Stops every track of a camera stream, so the camera light goes out. */
export function stopStream(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}
