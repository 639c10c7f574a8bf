import { randomBytes } from 'node:crypto';
import { encodeMultipart } from '../support/multipart-body';
import type { TestServer } from '../support/test-server';

/** Small files as real ones start: the server sniffs their content. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  randomBytes(64),
]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
export const TXT = Buffer.from('Witness statement: the blue car ran the red light.\n');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.from([0x90, 0, 3, 0, 0, 0, 4, 0]), randomBytes(64)]);

export interface Upload {
  name: string;
  bytes: Buffer;
}

/** An upload's body and its Content-Type, the fields first. */
function multipart(fields: Record<string, string>, files: Upload[]) {
  const boundary = `----crash${randomBytes(8).toString('hex')}`;
  return {
    payload: encodeMultipart({ fields: Object.entries(fields), files }, boundary),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST /API/Attachment/Upload with these fields and files, as `token` (none: no Authorization header). */
export async function postUpload(
  server: TestServer,
  { token, fields, files, url = '/API/Attachment/Upload' }: UploadRequest,
) {
  const { payload, contentType } = multipart(fields, files);
  const res = await server.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { statusCode: res.statusCode, body: res.json() };
}

export interface UploadRequest {
  token: string | null;
  fields: Record<string, string>;
  files: Upload[];
  url?: string;
}
