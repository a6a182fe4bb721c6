/** A throwaway self-signed TLS certificate for a test's server (valid one day), written into `dir`. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

export interface Certificate {
  /** PEM of the certificate, which is its own CA: give it to a client as the CA to trust. */
  readonly certificate: string;
  readonly key: string;
}

/** `name` is the common name; `subjectAltName` says what it is valid for (`DNS:host`, `IP:127.0.0.1`). */
export function throwawayCertificate(dir: string, name: string, subjectAltName: string): Certificate {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${name}`,
      '-addext',
      `subjectAltName=${subjectAltName}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}
