// A throwaway certificate for localhost, made with openssl when the cluster starts.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes a self-signed certificate for localhost and 127.0.0.1 (one day) into `dir`; returns the files,
 * with `trust`: the certificates the machine already adds (NODE_EXTRA_CA_CERTS, such as a proxy's) and
 * this one, so a child told to trust the run can still reach the registry and the real services.
 */
export function makeCertificate(dir, env = process.env) {
  const key = path.join(dir, 'localhost.key');
  const cert = path.join(dir, 'localhost.crt');
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
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const trust = path.join(dir, 'trusted.pem');
  const already = env.NODE_EXTRA_CA_CERTS && existsSync(env.NODE_EXTRA_CA_CERTS) ? readFileSync(env.NODE_EXTRA_CA_CERTS, 'utf8') : '';
  writeFileSync(trust, `${already.trimEnd()}\n${readFileSync(cert, 'utf8')}`);
  return { key, cert, trust };
}
