/**
 * Decoding a driver licence's PDF417 from one camera frame in real Chromium (target < 300 ms): zxing-wasm's reader with the app's options (lib/records/barcodes/barcode-scan-constants.ts),
 * the frame drawn and its guide box read back through a canvas as app/editor/lookups/camera-frames.ts does,
 * at 1280x720 with sensor noise (±8 of 255). A card held straight, and 4, 8 and -11 degrees askew, is
 * scanned frame after frame with the app's rotation retries (lib/records/barcodes/barcode-rotations.ts)
 * until one reads; every frame's decode is timed, and must stay under the target.
 * BENCH_RUNS sets the timed frames.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GUIDE_BOX_INSET, SCANNED_FORMATS, ZXING_READ_OPTIONS } from '../lib/records/barcodes/barcode-scan-constants';
import { rotationPlan } from '../lib/records/barcodes/barcode-rotations';
import { aamvaSamples } from '../lib/records/fixtures/aamva-samples';
import { launchChromium } from '../test/e2e/support/chromium';
import { barcodePicture } from '../test/e2e/support/editor/barcode-video';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_MS = 300;
const WIDTH = 1280;
const HEIGHT = 720;
const TILTS = [0, 4, 8, -11];

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  const verdict = at(0.95) < TARGET_MS ? 'met' : 'MISSED';
  return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${at(1).toFixed(1)} ms (n=${samples.length}) — target < ${TARGET_MS} ms: ${verdict}`;
}

async function main() {
  const licence = aamvaSamples[0]!.barcode;
  const card = await barcodePicture(licence, { width: 900, height: 360, scale: 3 });
  const reader = fs.readFileSync(path.join(root, 'node_modules/zxing-wasm/dist/iife/reader/index.js'), 'utf8');
  const wasm = fs.readFileSync(path.join(root, 'node_modules/zxing-wasm/dist/reader/zxing_reader.wasm'));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // tsx names the functions it compiles with a __name helper the page does not have.
    await page.addScriptTag({ content: `window.__name = (f) => f;\n${reader}` });
    const results = await page.evaluate(
      async (input) => {
        type Read = { text: string; isValid: boolean }[];
        const zxing = (
          window as unknown as {
            ZXingWASM: {
              prepareZXingModule(o: object): void;
              readBarcodes(i: ImageData, o: object): Promise<Read>;
            };
          }
        ).ZXingWASM;
        const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        zxing.prepareZXingModule({ overrides: { wasmBinary: bytes(input.wasm).buffer } });
        const canvas = (w: number, h: number) =>
          Object.assign(document.createElement('canvas'), { width: w, height: h });
        // The card as a picture, then the camera's view of it: turned by the tilt, with noise.
        const luma = bytes(input.luma);
        const cardCanvas = canvas(input.cardWidth, input.cardHeight);
        const cardPixels = new ImageData(input.cardWidth, input.cardHeight);
        luma.forEach((v, i) => cardPixels.data.set([v, v, v, 255], i * 4));
        cardCanvas.getContext('2d')!.putImageData(cardPixels, 0, 0);
        const cameraFrame = (tilt: number) => {
          const frame = canvas(input.width, input.height);
          const c = frame.getContext('2d', { willReadFrequently: true })!;
          c.fillStyle = '#6a6a6a';
          c.fillRect(0, 0, input.width, input.height);
          c.translate(input.width / 2, input.height / 2);
          c.rotate((tilt * Math.PI) / 180);
          c.drawImage(cardCanvas, -input.cardWidth / 2, -input.cardHeight / 2);
          const pixels = c.getImageData(0, 0, input.width, input.height);
          let seed = 7;
          for (let i = 0; i < pixels.data.length; i += 4) {
            seed = (seed * 1103515245 + 12345) & 0x7fffffff;
            const noise = (seed % 17) - 8;
            for (let k = 0; k < 3; k++) pixels.data[i + k] = pixels.data[i + k]! + noise;
          }
          c.resetTransform();
          c.putImageData(pixels, 0, 0);
          return frame;
        };
        // As camera-frames.ts: the frame turned about its centre on a work canvas, read back as pixels.
        const work = canvas(input.width, input.height);
        const context = work.getContext('2d', { willReadFrequently: true })!;
        const decodeFrame = async (frame: HTMLCanvasElement, plan: number[]) => {
          for (const turn of plan) {
            context.save();
            context.fillStyle = '#fff';
            context.fillRect(0, 0, input.width, input.height);
            context.translate(input.width / 2, input.height / 2);
            context.rotate((turn * Math.PI) / 180);
            context.drawImage(frame, -input.width / 2, -input.height / 2);
            context.restore();
            const left = Math.round(input.width * input.inset.x);
            const top = Math.round(input.height * input.inset.y);
            const box = context.getImageData(left, top, input.width - 2 * left, input.height - 2 * top);
            const text = (await zxing.readBarcodes(box, input.options)).find((r) => r.isValid)?.text;
            if (text) return { text, turn };
          }
          return null;
        };
        // A scan as the camera control runs it: frame after frame, each with its plan, until one reads.
        const scan = async (frame: HTMLCanvasElement) => {
          const frames: number[] = [];
          for (let n = 0; n < input.plans.length; n++) {
            const start = performance.now();
            const read = await decodeFrame(frame, input.plans[n]!);
            frames.push(performance.now() - start);
            if (read) return { ...read, frames };
          }
          return { text: null, turn: null, frames };
        };
        const out = [];
        for (const tilt of input.tilts) {
          const frame = cameraFrame(tilt);
          const cold = await scan(frame);
          const frames: number[] = [];
          const scans: number[] = [];
          let read = cold;
          for (let i = 0; i < input.runs; i++) {
            read = await scan(frame);
            frames.push(...read.frames);
            scans.push(read.frames.length);
          }
          out.push({
            tilt,
            coldMs: cold.frames.reduce((a, b) => a + b, 0),
            frames,
            framesToRead: Math.max(...scans),
            ok: read.text === input.expected,
            turn: read.turn,
          });
        }
        return out;
      },
      {
        wasm: wasm.toString('base64'),
        luma: Buffer.from(card.luma).toString('base64'),
        cardWidth: card.width,
        cardHeight: card.height,
        width: WIDTH,
        height: HEIGHT,
        tilts: TILTS,
        plans: [0, 1, 2, 3].map((n) => rotationPlan(n)),
        inset: GUIDE_BOX_INSET,
        options: { ...ZXING_READ_OPTIONS, formats: [...SCANNED_FORMATS] },
        runs: RUNS,
        expected: licence,
      },
    );
    for (const r of results) {
      if (!r.ok) throw new Error(`The licence held ${r.tilt} degrees askew was not read.`);
      console.log(
        `licence, ${WIDTH}x${HEIGHT} frames, card ${r.tilt}° askew: read at a turn of ${r.turn}° on frame ${r.framesToRead} at the latest (first scan, with the wasm compile, ${r.coldMs.toFixed(0)} ms); each frame ${stats(r.frames)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
