import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

/** Loopback ports for the servers the tests and the bench start (all on 127.0.0.1). */

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once the server on the port answers: an HTTP(S) request gets any status, or (`tls`
 * only, as for the MQTT broker) a TLS handshake completes. An open port is not enough: a
 * connection can succeed before the server is the one answering (a loopback client may even
 * connect to itself on a free port of the ephemeral range), and a request sent then fails with
 * ECONNRESET (seen once in CI). Refused and reset connections are retried until the deadline;
 * `exited` names why waiting is pointless (the server's process ended) and stops at once.
 */
export async function waitForServer(
  port: number,
  {
    protocol = 'http',
    timeoutMs = 10_000,
    exited = () => undefined,
  }: { protocol?: 'http' | 'https' | 'tls'; timeoutMs?: number; exited?: () => string | undefined } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    const gone = exited();
    if (gone !== undefined) throw new Error(gone);
    const answered = await new Promise<boolean>((resolve) => {
      const failed = (error: Error): void => {
        last = error.message;
        resolve(false);
      };
      // A test server's certificate is self-signed: any answer proves the server is up.
      if (protocol === 'tls') {
        const socket = tls.connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.setTimeout(2_000, () => socket.destroy(new Error('no handshake within 2 s')));
        socket.on('error', failed);
        return;
      }
      const options = { host: '127.0.0.1', port, path: '/', agent: false, rejectUnauthorized: false };
      const request = (protocol === 'https' ? https : http).get(options, (response) => {
        response.resume();
        resolve(true);
      });
      request.setTimeout(2_000, () => request.destroy(new Error('no answer within 2 s')));
      request.on('error', failed);
    });
    if (answered) return;
    if (Date.now() > deadline)
      throw new Error(`no ${protocol} answer on 127.0.0.1:${port} after ${timeoutMs} ms (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
