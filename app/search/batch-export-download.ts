import { errorEnvelopeSchema } from '../../lib/api/envelope';
import { BATCH_EXPORT_TOTAL_HEADER, batchExportUrl, type BatchExportQuery } from '../../lib/exchange/batch-export';
import { fileNameOf } from '../session/bearer-download';

/** How far an export is: the reports it holds, those written so far (JSON Lines only) and the bytes. */
export interface BatchExportProgress {
  total: number | null;
  /** Counted from the lines of JSON Lines; a CSV or a zip shows the bytes instead. */
  written: number | null;
  bytes: number;
}

/** A refusal of the server, with what it said at each field. */
export class BatchExportRefused extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message);
  }
}

const NEWLINE = 10;

/**
 * Fetches a batch export with the session's `token` as `Authorization: Bearer` and reads it as it
 * arrives, telling `onProgress` after each piece; `signal` cancels it. Answers the bytes and the
 * file name the server gave. A refusal throws BatchExportRefused; a lost connection an Error.
 */
export async function fetchBatchExport(
  token: string,
  query: BatchExportQuery,
  {
    signal,
    onProgress,
    origin = '',
  }: {
    signal: AbortSignal;
    onProgress: (p: BatchExportProgress) => void;
    /** Where the server is; the app's own origin when left out. */
    origin?: string;
  },
): Promise<{ blob: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`${origin}${batchExportUrl(query)}`, {
      headers: { authorization: `Bearer ${token}` },
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error('The server cannot be reached. Check your connection and try again.', { cause: error });
  }
  if (!response.ok || !response.body) {
    const failed = errorEnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (!failed.success) throw new Error(`The export failed: the server answered ${response.status}.`);
    const fields = Object.fromEntries((failed.data.error.fieldErrors ?? []).map((e) => [e.path, e.message]));
    throw new BatchExportRefused(failed.data.error.message, fields);
  }
  const totalText = response.headers.get(BATCH_EXPORT_TOTAL_HEADER);
  const total = totalText === null ? null : Number(totalText);
  const countsLines = query.format === 'jsonl';
  const parts: Uint8Array[] = [];
  let lines = 0;
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.length;
    if (countsLines) for (const byte of value) if (byte === NEWLINE) lines++;
    // The last line lists the problems, not a report.
    onProgress({ total, written: countsLines ? Math.min(lines, total ?? lines) : null, bytes });
  }
  const fallback = `crash-reports.${query.format}`;
  return {
    blob: new Blob(parts as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' }),
    fileName: fileNameOf(response.headers.get('content-disposition')) ?? fallback,
  };
}
