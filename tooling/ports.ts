import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

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
 * Resolves once an HTTP server on the port answers a request (any status). An open port is not
 * enough: a connection can succeed before the server is the one answering (a loopback client may
 * even connect to itself on a free port of the ephemeral range), and a request sent then fails with
 * ECONNRESET (seen once in CI); refused and reset connections are retried until the deadline.
 */
export async function waitForHttp(port: number, timeoutMs = 10_000, { tls = false } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  for (;;) {
    const answered = await new Promise<boolean>((resolve) => {
      // A test server's certificate is self-signed: any answer proves the server is up.
      const options = { host: '127.0.0.1', port, path: '/', agent: false, rejectUnauthorized: false };
      const request = (tls ? https : http).get(options, (response) => {
        response.resume();
        resolve(true);
      });
      request.setTimeout(2_000, () => request.destroy(new Error('no answer within 2 s')));
      request.on('error', (error) => {
        last = error.message;
        resolve(false);
      });
    });
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`no HTTP answer on 127.0.0.1:${port} after ${timeoutMs} ms (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
