import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/**
 * One GET with the request target exactly as given, bytes and all (UTF-8 for anything past
 * ASCII): no client between the test and the server that would encode, normalise or refuse it
 * (`fetch` turns `\` into `/`; node:http refuses control characters). The answer's status line and
 * headers; the body is read and dropped. Bounded in time: a server that neither answers nor closes
 * within `timeoutMs` fails the request.
 */
export function rawGet(port: number, target: string, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms to GET ${JSON.stringify(target)}`));
    }, timeoutMs);
    socket.on('connect', () =>
      socket.write(
        Buffer.from(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, 'utf8'),
      ),
    );
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`GET ${JSON.stringify(target)}: ${error.message}`));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const head = text.slice(0, text.indexOf('\r\n\r\n') === -1 ? text.length : text.indexOf('\r\n\r\n'));
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1];
      if (!status) {
        reject(
          new Error(`GET ${JSON.stringify(target)}: no HTTP status line in ${JSON.stringify(text.slice(0, 200))}`),
        );
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(status), headers });
    });
  });
}
