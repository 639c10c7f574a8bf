import net from 'node:net';

/**
 * A local port nothing listens on: taken from the system, then let go. A server can be started
 * on it, or a client pointed at it to have its connection refused at once.
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
