import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../../store/database.js';

/** Models whose records belong to a grant: revoking the grant deletes them. */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

export function createOidcTables(db: Db): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS oidc_models (
      model TEXT NOT NULL,
      id TEXT NOT NULL,
      payload TEXT NOT NULL,
      uid TEXT,
      grantId TEXT,
      userCode TEXT,
      expiresAt INTEGER,
      consumed INTEGER,
      PRIMARY KEY (model, id)
    );
    CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (model, uid);
    CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (grantId);
  `);
}

interface Row {
  payload: string;
  expiresAt: number | null;
  consumed: number | null;
}

/**
 * oidc-provider's storage contract on SQLite, so sessions, codes, grants and tokens survive a
 * restart. Expired rows read as missing and are swept on write.
 */
export class SqliteAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly model: string,
    private readonly nowMs: () => number = Date.now,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? this.nowMs() + expiresIn * 1000 : null;
    this.db.prepare('DELETE FROM oidc_models WHERE expiresAt IS NOT NULL AND expiresAt < ?').run(this.nowMs());
    this.db
      .prepare(
        `INSERT OR REPLACE INTO oidc_models (model, id, payload, uid, grantId, userCode, expiresAt, consumed)
         VALUES (?, ?, ?, ?, ?, ?, ?, NULL)`,
      )
      .run(this.model, id, JSON.stringify(payload), payload.uid ?? null, payload.grantId ?? null, payload.userCode ?? null, expiresAt);
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return this.read(this.db.prepare('SELECT payload, expiresAt, consumed FROM oidc_models WHERE model = ? AND id = ?').get(this.model, id));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.read(this.db.prepare('SELECT payload, expiresAt, consumed FROM oidc_models WHERE model = ? AND uid = ?').get(this.model, uid));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.read(
      this.db.prepare('SELECT payload, expiresAt, consumed FROM oidc_models WHERE model = ? AND userCode = ?').get(this.model, userCode),
    );
  }

  async consume(id: string): Promise<void> {
    this.db.prepare('UPDATE oidc_models SET consumed = ? WHERE model = ? AND id = ?').run(Math.floor(this.nowMs() / 1000), this.model, id);
  }

  async destroy(id: string): Promise<void> {
    this.db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?').run(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    if (!GRANTABLE.has(this.model)) return;
    this.db.prepare('DELETE FROM oidc_models WHERE model = ? AND grantId = ?').run(this.model, grantId);
  }

  private read(row: unknown): AdapterPayload | undefined {
    if (!row) return undefined;
    const { payload, expiresAt, consumed } = row as Row;
    if (expiresAt !== null && expiresAt <= this.nowMs()) return undefined;
    const parsed = JSON.parse(payload) as AdapterPayload;
    return consumed === null ? parsed : { ...parsed, consumed };
  }
}
