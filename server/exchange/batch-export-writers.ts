import { Readable } from 'node:stream';
import yazl from 'yazl';

/** A zip entry's name: the report id and its case number, with only characters safe in any file system. */
export function zipEntryName(id: number, caseNumber: string | null): string {
  const safe = (caseNumber ?? '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 60);
  return safe ? `${id}-${safe}.xml` : `${id}.xml`;
}

/**
 * A zip streamed as it is written: `add` takes a page of entries and resolves once the zip has
 * written them (or the reader went away), so at most a page of documents waits in memory however
 * slowly the reader reads. Each entry's text is handed to yazl only when yazl asks for it and
 * then forgotten: yazl keeps what it was given for as long as the zip is open, so handing it a
 * buffer would keep every document of the export. What stays is each entry's central directory
 * record, about a hundred bytes an entry, which the zip format writes at the end.
 */
export function streamedZip() {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream;
  let closed = false;
  const gone = new Promise<void>((resolve) =>
    output.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  const mtime = new Date();

  return {
    output: output as Readable,
    /** True once the reader closed the stream (or it ended). */
    get closed() {
      return closed;
    },
    async add(entries: readonly { name: string; text: string }[]): Promise<void> {
      if (entries.length === 0 || closed) return;
      let last: Promise<void> = Promise.resolve();
      for (const entry of entries) {
        let text: string | null = entry.text;
        let ended!: () => void;
        last = new Promise<void>((resolve) => (ended = resolve));
        zip.addReadStreamLazy(entry.name, { mtime }, (callback) => {
          const stream = Readable.from([Buffer.from(text ?? '', 'utf8')], { objectMode: false });
          text = null;
          stream.once('end', ended);
          callback(null, stream);
        });
      }
      await Promise.race([last, gone]);
    },
    end() {
      if (!closed) zip.end();
    },
  };
}
