import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../content/files';
import { CSP_INCLUDE } from './csp';
import { REDIRECTS_INCLUDE } from '../content/publicUrls';
import { waitForServer } from '../testing/ports';

/**
 * Debian's nginx serving a built site with the production configuration of deploy/nginx/, on
 * loopback, from a temporary prefix: `npm run serve:prod`, the end-to-end tests, the HTTP tests and
 * the bench all start it through here, so what they test is what production runs.
 */
export const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const DEPLOY_DIR = path.join(ROOT, 'deploy', 'nginx');

export function nginxInstalled(): boolean {
  return fs.existsSync(NGINX);
}

export interface NginxOptions {
  /** The folder served: build/, or the `current` link of a release layout. */
  root: string;
  port: number;
  /** Write an access log to the prefix (default off). */
  accessLog?: boolean;
  /** Serve HTTPS with this certificate and key (PEM files), as production does. */
  tls?: { certificate: string; key: string };
}

/** The whole nginx.conf: the main context a host already has, around deploy/nginx's includes. */
export function nginxConfig(options: NginxOptions, prefix: string): string {
  const brotli = fs.existsSync(BROTLI_MODULE);
  const include = (file: string): string => `include ${JSON.stringify(file)};`;
  return [
    '# Written by tooling/serving/nginx.ts for a loopback run; production hosts include the same files.',
    brotli ? `load_module ${BROTLI_MODULE};` : '# (no brotli_static module: .br files are not served)',
    // As root, workers would run as `nobody` and could not read a checkout below a private home.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 2;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 1024; }',
    'http {',
    `  ${include('/etc/nginx/mime.types')}`,
    '  default_type application/octet-stream;',
    `  access_log ${options.accessLog ? path.join(prefix, 'access.log') : 'off'};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `  ${name}_temp_path ${path.join(prefix, `${name}_temp`)};`,
    ),
    `  ${include(path.join(DEPLOY_DIR, 'http.conf'))}`,
    ...BUILD_INCLUDES.map((file) => `  ${include(path.join(options.root, file))}`),
    '  server {',
    `    listen 127.0.0.1:${options.port}${options.tls ? ' ssl' : ''};`,
    ...(options.tls
      ? [
          `    ssl_certificate ${JSON.stringify(options.tls.certificate)};`,
          `    ssl_certificate_key ${JSON.stringify(options.tls.key)};`,
        ]
      : []),
    `    root ${JSON.stringify(options.root)};`,
    `    ${include(path.join(DEPLOY_DIR, 'portal.conf'))}`,
    brotli ? `    ${include(path.join(DEPLOY_DIR, 'brotli.conf'))}` : '',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The http-level includes `npm run build` writes into the build: the CSP map and the redirects map. */
export const BUILD_INCLUDES = [CSP_INCLUDE, REDIRECTS_INCLUDE] as const;

/** Why a folder cannot be served, or undefined when it can. */
export function unservable(root: string): string | undefined {
  if (!nginxInstalled()) {
    return `nginx is not installed (${NGINX}): apt-get install nginx libnginx-mod-http-brotli-static (scripts/system-deps.sh does), or preview with npm run serve.`;
  }
  if (!fs.existsSync(path.join(root, 'index.html'))) return `${root} holds no built site: run npm run build.`;
  const missing = BUILD_INCLUDES.map((file) => path.join(root, file)).find((file) => !fs.existsSync(file));
  if (missing) {
    return `${missing} is missing: build with npm run build (its postbuild step writes it), or run npx tsx scripts/postbuild.ts.`;
  }
  return undefined;
}

/** Writes the configuration into a fresh temporary prefix and checks it with `nginx -t`. */
export function preparePrefix(options: NginxOptions): string {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-nginx-'));
  fs.chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(options, prefix));
  const test = spawnSync(NGINX, ['-p', prefix, '-c', conf, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx rejected the configuration:\n${test.stderr}`);
  }
  return prefix;
}

/** nginx in the foreground (its master process is the child). */
export function spawnNginx(prefix: string, stdio: 'inherit' | 'pipe' = 'inherit'): ChildProcess {
  return spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio });
}

export interface RunningNginx {
  url: string;
  prefix: string;
  /** Re-reads the configuration (and with it the build's csp.conf), as a host does after a release. */
  reload(): void;
  stop(): Promise<void>;
}

/** Starts nginx for a test or a benchmark; `stop()` shuts it down and removes the prefix. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const problem = unservable(options.root);
  if (problem) throw new Error(problem);
  const prefix = preparePrefix(options);
  const child = spawnNginx(prefix, 'pipe');
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitForServer(options.port, { protocol: options.tls ? 'https' : 'http' });
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${options.port}`,
    prefix,
    reload: () => {
      const result = spawnSync(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-s', 'reload']);
      if (result.status !== 0) throw new Error(`nginx -s reload failed: ${result.stderr.toString()}`);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
