import { generateKeyPairSync, randomBytes, createHash } from 'node:crypto';
import type { Db } from '../../../store/database.js';

export interface ProviderKeys {
  /** Keys signing the provider's cookies (session, interaction). */
  cookieKeys: string[];
  /** The private JWK set signing id_tokens; its public half is served at jwks_uri. */
  jwks: { keys: Record<string, unknown>[] };
}

function storedSecret(db: Db, name: string, create: () => string): string {
  db.exec('CREATE TABLE IF NOT EXISTS oidc_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL)');
  const row = db.prepare('SELECT value FROM oidc_secrets WHERE name = ?').get(name) as { value: string } | undefined;
  if (row) return row.value;
  const value = create();
  db.prepare('INSERT INTO oidc_secrets (name, value) VALUES (?, ?)').run(name, value);
  return value;
}

function newSigningKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as Record<string, unknown>;
  const kid = createHash('sha256').update(String(jwk.n)).digest('base64url').slice(0, 16);
  return JSON.stringify({ ...jwk, kid, use: 'sig', alg: 'RS256' });
}

/** Cookie keys and the signing key are generated once and kept in SQLite, so a restart keeps sessions and tokens valid. */
export function loadProviderKeys(db: Db): ProviderKeys {
  const cookieKeys = JSON.parse(storedSecret(db, 'cookie-keys', () => JSON.stringify([randomBytes(32).toString('base64url')]))) as string[];
  const signingKey = JSON.parse(storedSecret(db, 'signing-key', newSigningKey)) as Record<string, unknown>;
  return { cookieKeys, jwks: { keys: [signingKey] } };
}
