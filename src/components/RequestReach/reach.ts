/**
 * Whether a browser will let an API reference page send the request panel's request to a server,
 * decided before sending, so that the panel can say why instead of showing a bare failure: an HTTPS
 * page may not fetch plain `http://` on the network (mixed content; only the reader's own computer is
 * exempt, and the site's CSP allows `http:` for exactly those hosts, tooling/serving/csp.ts), and
 * Chromium sends to a private address from a public host only after a Private Network Access
 * preflight that the server answers with `Access-Control-Allow-Private-Network: true`.
 */
export type Reach = { kind: 'ok' } | { kind: 'insecure'; host: string } | { kind: 'private-network'; host: string };

const LOOPBACK_V4 = /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;

export function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || LOOPBACK_V4.test(host) || host === '[::1]';
}

export function isPrivate(hostname: string): boolean {
  const host = hostname.toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (host.startsWith('[')) return /^\[(f[cd]|fe[89ab])/.test(host);
  return host.endsWith('.local');
}

/** What the browser will do with a request from the page at `pageUrl` to the server at `serverUrl`. */
export function browserReach(pageUrl: string, serverUrl: string): Reach {
  let page: URL;
  let server: URL;
  try {
    page = new URL(pageUrl);
    server = new URL(serverUrl);
  } catch {
    return { kind: 'ok' }; // not a URL yet (the reader is typing): the panel's own checks apply
  }
  if (isLoopback(server.hostname)) return { kind: 'ok' };
  if (server.protocol === 'http:') return { kind: 'insecure', host: server.host };
  if (isPrivate(server.hostname) && !isPrivate(page.hostname) && !isLoopback(page.hostname)) {
    return { kind: 'private-network', host: server.host };
  }
  return { kind: 'ok' };
}

/** The server URL the panel sends to: the chosen server with its variables filled in. */
export function panelServerUrl(
  server: { url?: string; variables?: Record<string, { default?: string }> } | undefined,
): string | undefined {
  if (!server?.url) return undefined;
  return server.url.replace(/\{(\w+)\}/g, (match, name: string) => server.variables?.[name]?.default ?? match);
}
