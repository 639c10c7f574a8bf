/** The well-formed multipart/form-data bodies the upload tests send (and the hostile ones start from). */
export interface MultipartShape {
  fields: [string, string][];
  files: { name: string; bytes: Buffer }[];
}

/** The well-formed multipart body of some fields and files. */
export function encodeMultipart({ fields, files }: MultipartShape, boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of fields) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
