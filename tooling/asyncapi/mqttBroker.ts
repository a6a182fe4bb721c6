/**
 * A real MQTT broker for tests: Debian's mosquitto on 127.0.0.1, TLS only, with certificates from a
 * throwaway CA and users in its dynamic-security plugin. That plugin, unlike mosquitto's password
 * file, takes user names with a `:`, so a gateway signs in exactly as documented
 * (`{tenantId}:{scadaId}`), bound to its client id, and may only use its own topics.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, waitForServer } from '../testing/ports';

export interface BrokerUser {
  readonly username: string;
  readonly password: string;
  /** The only client id this user may connect with. */
  readonly clientId?: string;
  readonly publish: readonly string[];
  readonly subscribe: readonly string[];
}

export interface Broker {
  readonly port: number;
  readonly caFile: string;
  readonly log: () => string;
  stop(): Promise<void>;
}

/** Where Debian installs the dynamic-security plugin (any architecture). */
function dynsecPlugin(): string {
  const found = fs
    .readdirSync('/usr/lib', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join('/usr/lib', entry.name, 'mosquitto_dynamic_security.so'))
    .find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(
      "mosquitto_dynamic_security.so not found: install Debian's mosquitto (bash scripts/system-deps.sh)",
    );
  return found;
}

function openssl(dir: string, args: string[]): void {
  const result = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${result.stderr}`);
}

/** A CA and a server certificate for 127.0.0.1 and localhost, valid for a day. */
function certificates(dir: string): void {
  const key = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(dir, [
    'req',
    '-x509',
    ...key,
    '-keyout',
    'ca.key',
    '-out',
    'ca.crt',
    '-days',
    '1',
    '-subj',
    '/CN=Throwaway test CA',
  ]);
  openssl(dir, ['req', ...key, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=127.0.0.1']);
  fs.writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\n');
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.crt',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'server.crt',
    '-days',
    '1',
    '-extfile',
    'san.ext',
  ]);
  // mosquitto drops root privileges before it reads them.
  for (const file of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, file), 0o644);
}

/** The plugin's JSON: one role per user, PBKDF2-SHA512 password hashes as the plugin stores them. */
function dynsecConfig(users: readonly BrokerUser[]): string {
  const acl = (acltype: string, topic: string) => ({ acltype, topic, priority: 0, allow: true });
  return JSON.stringify(
    {
      defaultACLAccess: { publishClientSend: false, publishClientReceive: true, subscribe: false, unsubscribe: true },
      clients: users.map((user, index) => {
        const salt = crypto.randomBytes(12);
        return {
          username: user.username,
          ...(user.clientId ? { clientid: user.clientId } : {}),
          password: crypto.pbkdf2Sync(user.password, salt, 101, 64, 'sha512').toString('base64'),
          salt: salt.toString('base64'),
          iterations: 101,
          roles: [{ rolename: `role-${index}` }],
        };
      }),
      groups: [],
      roles: users.map((user, index) => ({
        rolename: `role-${index}`,
        acls: [
          ...user.publish.map((topic) => acl('publishClientSend', topic)),
          ...user.subscribe.map((topic) => acl('subscribePattern', topic)),
        ],
      })),
    },
    null,
    2,
  );
}

/**
 * Starts mosquitto in `dir` (a scratch folder) with these users and EdgeHub's packet limit
 * (`maxPacketSize`, bytes: a larger packet closes the client's connection); `stop()` ends it.
 */
export async function startBroker(
  dir: string,
  users: readonly BrokerUser[],
  { maxPacketSize }: { maxPacketSize: number },
): Promise<Broker> {
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  certificates(dir);
  fs.writeFileSync(path.join(dir, 'dynsec.json'), dynsecConfig(users), { mode: 0o644 });
  const port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'mosquitto.conf'),
    [
      'per_listener_settings false',
      'allow_anonymous false',
      'persistence false',
      `plugin ${dynsecPlugin()}`,
      `plugin_opt_config_file ${path.join(dir, 'dynsec.json')}`,
      `listener ${port} 127.0.0.1`,
      `cafile ${path.join(dir, 'ca.crt')}`,
      `certfile ${path.join(dir, 'server.crt')}`,
      `keyfile ${path.join(dir, 'server.key')}`,
      'tls_version tlsv1.2',
      `max_packet_size ${maxPacketSize}`,
      '',
    ].join('\n'),
  );
  let output = '';
  const child = spawn('mosquitto', ['-c', path.join(dir, 'mosquitto.conf'), '-v'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = (): string => output;
  await waitForServer(port, {
    protocol: 'tls',
    exited: () => (child.exitCode === null ? undefined : `mosquitto exited (${child.exitCode})`),
  }).catch((error: Error) => {
    throw new Error(`mosquitto did not answer on 127.0.0.1:${port}: ${error.message}\n${log()}`);
  });
  return {
    port,
    caFile: path.join(dir, 'ca.crt'),
    log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
