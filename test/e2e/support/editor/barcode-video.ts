import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prepareZXingModule, writeBarcode, type WriterOptions } from 'zxing-wasm/writer';

const root = path.resolve(import.meta.dirname, '../../../..');

/** zxing-wasm's writer, its .wasm read from node_modules (Node has no page origin to fetch it from). */
function prepareWriter() {
  const wasm = readFileSync(path.join(root, 'node_modules/zxing-wasm/dist/writer/zxing_writer.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer },
  });
}

/** A grey camera picture (luma), `width` by `height`, with `text` as a barcode (PDF417 unless said) in its middle. */
export async function barcodePicture(
  text: string,
  {
    width = 640,
    height = 480,
    scale = 2,
    format = 'PDF417',
  }: { width?: number; height?: number; scale?: number; format?: WriterOptions['format'] } = {},
) {
  prepareWriter();
  const { symbol, error } = await writeBarcode(text, { format });
  if (error) throw new Error(`zxing-wasm could not write the barcode: ${error}`);
  const luma = new Uint8Array(width * height).fill(180);
  const left = Math.floor((width - symbol.width * scale) / 2);
  const top = Math.floor((height - symbol.height * scale) / 2);
  if (left < 0 || top < 0) throw new Error('The barcode is larger than the picture.');
  for (let y = 0; y < symbol.height * scale; y++) {
    for (let x = 0; x < symbol.width * scale; x++) {
      // The symbol's modules are 0 for a bar and 255 for a space, as a picture's luma.
      const module = symbol.data[Math.floor(y / scale) * symbol.width + Math.floor(x / scale)] ?? 255;
      luma[(top + y) * width + left + x] = module;
    }
  }
  return { luma, width, height };
}

/**
 * Writes a one-frame Y4M video of the picture, which Chromium's fake camera
 * (--use-file-for-fake-video-capture) plays over and over as the device camera.
 */
export function writeY4m(file: string, picture: { luma: Uint8Array; width: number; height: number }) {
  const { luma, width, height } = picture;
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\nFRAME\n`, 'ascii');
  writeFileSync(file, Buffer.concat([header, luma, chroma]));
}
