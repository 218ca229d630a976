import { createHash, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { Db } from '../../../store/database.js';

export interface ProviderKeys {
  /** Keys signing the provider's cookies (session, interaction). */
  cookieKeys: string[];
  /** The private JWK set signing id_tokens; its public half is served at jwks_uri. */
  jwks: { keys: Record<string, unknown>[] };
}

const generateRsaKeyPair = promisify(generateKeyPair);

function secretsTable(db: Db): { read(name: string): string | undefined; write(name: string, value: string): void } {
  db.exec('CREATE TABLE IF NOT EXISTS oidc_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)');
  return {
    read: (name) => (db.prepare('SELECT value FROM oidc_secrets WHERE name = ?').get(name) as { value: string } | undefined)?.value,
    write: (name, value) => void db.prepare('INSERT INTO oidc_secrets (name, value) VALUES (?, ?)').run(name, value),
  };
}

async function newSigningKey(): Promise<string> {
  // Generated on the thread pool: a 2048-bit RSA key takes long enough to hold up requests.
  const { privateKey } = (await generateRsaKeyPair('rsa', { modulusLength: 2048 })) as { privateKey: KeyObject };
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
  return JSON.stringify({ ...jwk, kid, use: 'sig', alg: 'RS256' });
}

/** The cookie keys, generated once and kept in SQLite, so a restart keeps sessions valid. */
export function loadCookieKeys(db: Db): string[] {
  const secrets = secretsTable(db);
  let stored = secrets.read('cookie-keys');
  if (stored === undefined) {
    stored = JSON.stringify([randomBytes(32).toString('base64url')]);
    secrets.write('cookie-keys', stored);
  }
  return JSON.parse(stored) as string[];
}

/** The id_token signing key, generated once (when the provider is first needed) and kept in SQLite, so tokens survive a restart. */
export async function loadSigningKeys(db: Db): Promise<ProviderKeys['jwks']> {
  const secrets = secretsTable(db);
  let stored = secrets.read('signing-key');
  if (stored === undefined) {
    stored = await newSigningKey();
    secrets.write('signing-key', stored);
  }
  return { keys: [JSON.parse(stored) as Record<string, unknown>] };
}
