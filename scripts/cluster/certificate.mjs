// A throwaway certificate for localhost, made with openssl when the cluster starts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Writes a self-signed certificate for localhost and 127.0.0.1 (one day) into `dir`; returns the files. */
export function makeCertificate(dir) {
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
  return { key, cert };
}
