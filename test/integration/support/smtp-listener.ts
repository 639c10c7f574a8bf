import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface MimePart {
  headers: Record<string, string>;
  /** The decoded body: base64 and quoted-printable undone. */
  body: Buffer;
}

/**
 * A real SMTP server on 127.0.0.1 at a free port, keeping what it receives. Recipients in
 * `refuse` are turned away at RCPT TO, as a mail server does with an unknown mailbox; `port` 0
 * takes a free one.
 */
export async function startSmtpListener(refuse: string[] = [], port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse.includes(address.address)) {
        const error = Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), {
          responseCode: 550,
        });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('latin1'),
        });
        callback();
      });
    },
  });
  // A client that hangs up mid-session (nodemailer after a refused recipient, a closing server)
  // makes smtp-server emit 'error'; without a listener that would end the test process.
  const connectionErrors: Error[] = [];
  server.on('error', (error: Error) => connectionErrors.push(error));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    received,
    connectionErrors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decode(body: string, encoding = ''): Buffer {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1');
  }
  return Buffer.from(body, 'latin1');
}

/** The top headers and leaf parts of a received message (enough MIME for what nodemailer writes). */
export function mimeOf(raw: string): { headers: Record<string, string>; parts: MimePart[] } {
  const split = (text: string) => {
    const at = text.indexOf('\r\n\r\n');
    return { head: parseHeaders(text.slice(0, at)), body: text.slice(at + 4) };
  };
  const leaves = (headers: Record<string, string>, body: string): MimePart[] => {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
    if (!boundary) return [{ headers, body: decode(body, headers['content-transfer-encoding']) }];
    return body
      .split(`--${boundary}`)
      .slice(1, -1)
      .flatMap((chunk) => {
        const part = split(chunk.replace(/^\r\n/, ''));
        return leaves(part.head, part.body.replace(/\r\n$/, ''));
      });
  };
  const top = split(raw);
  return { headers: top.head, parts: leaves(top.head, top.body) };
}
