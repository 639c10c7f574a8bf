import { randomBytes } from 'node:crypto';

/** A PNG's start: the server sniffs an upload's content, and this is what it takes for an image. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  randomBytes(64),
]);

export interface Answer {
  statusCode: number;
  // The API's envelope: { status, payload } or { status, error }.
  body: { status: string; payload?: any; error?: { message: string } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The API of one server container over HTTP, as the web app and the extension call it. */
export function crashApi(baseUrl: string) {
  const call = async (apiPath: string, payload: unknown, token = ''): Promise<Answer> => {
    const res = await fetch(`${baseUrl}/API/${apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: { token }, payload }),
      signal: AbortSignal.timeout(30_000),
    });
    return { statusCode: res.status, body: (await res.json()) as Answer['body'] };
  };
  /** The payload of a call that must succeed; anything else throws with the server's message. */
  const ok = async (apiPath: string, payload: unknown, token = '') => {
    const answer = await call(apiPath, payload, token);
    if (answer.statusCode !== 200)
      throw new Error(`${apiPath} at ${baseUrl}: ${answer.statusCode} ${JSON.stringify(answer.body)}`);
    return answer.body.payload;
  };
  return {
    baseUrl,
    call,
    ok,
    login: async (userName: string, password: string) =>
      (await ok('Account/Login', { userName, password })).token as string,
    /** POST /API/Attachment/Upload: one file on a report, as the editor's attachment picker sends it. */
    upload: async (token: string, reportId: number, name: string, bytes: Buffer) => {
      const boundary = `----crash${randomBytes(8).toString('hex')}`;
      const field = (n: string, v: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`;
      const body = Buffer.concat([
        Buffer.from(field('reportId', String(reportId)) + field('type', '004')),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n` +
            'Content-Type: application/octet-stream\r\n\r\n',
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await fetch(`${baseUrl}/API/Attachment/Upload`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` },
        body,
      });
      const answer = (await res.json()) as Answer['body'];
      if (res.status !== 200) throw new Error(`upload at ${baseUrl}: ${res.status} ${JSON.stringify(answer)}`);
      return answer.payload.files[0].attachment.id as string;
    },
    /** GET /API/Report/Print/:id: the report's PDF. */
    print: async (token: string, id: number) => {
      const res = await fetch(`${baseUrl}/API/Report/Print/${id}`, { headers: { authorization: `Bearer ${token}` } });
      if (res.status !== 200) throw new Error(`print ${id} at ${baseUrl}: ${res.status} ${await res.text()}`);
      return Buffer.from(await res.arrayBuffer());
    },
    download: async (token: string, id: string) => {
      const res = await fetch(`${baseUrl}/API/Attachment/Download/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.status !== 200) throw new Error(`download ${id} at ${baseUrl}: ${res.status} ${await res.text()}`);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

export type CrashApi = ReturnType<typeof crashApi>;

/** A report's data with `marker` as its local case number: what a save is known by when read back. */
export function withMarker(data: Record<string, Record<string, unknown>>, marker: string) {
  return { ...data, GeneralInformation: { ...data.GeneralInformation, LocalCodeTxt: marker } };
}

export const markerOf = (data: { GeneralInformation?: { LocalCodeTxt?: string } }) =>
  data.GeneralInformation?.LocalCodeTxt;
