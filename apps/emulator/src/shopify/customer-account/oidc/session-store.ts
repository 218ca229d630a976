import { inTransaction, type Db } from '../../../store/database.js';

export interface StoredSession {
  jti: string;
  accountId?: string;
  authorizations?: Record<string, { sid?: string; grantId?: string }>;
}

/** Reads and ends provider sessions straight from the adapter's table (the provider needs a Koa context for that). */
export function sessionStore(db: Db, nowMs: () => number = Date.now) {
  const read = (row: { id: string; payload: string } | undefined): StoredSession | undefined =>
    row ? { ...(JSON.parse(row.payload) as StoredSession), jti: row.id } : undefined;
  const live = '(expiresAt IS NULL OR expiresAt > ?)';
  return {
    byId: (id: string) =>
      read(db.prepare(`SELECT id, payload FROM oidc_models WHERE model = 'Session' AND id = ? AND ${live}`).get(id, nowMs()) as
        | { id: string; payload: string }
        | undefined),
    /** The session an id_token was issued in (its `sid` claim). */
    bySid(clientId: string, sid: string) {
      const rows = db
        .prepare(`SELECT id, payload FROM oidc_models WHERE model = 'Session' AND ${live} AND json_extract(payload, ?) = ?`)
        .all(nowMs(), `$.authorizations."${clientId.replace(/"/g, '')}".sid`, sid) as { id: string; payload: string }[];
      return read(rows[0]);
    },
    /**
     * Revokes the grants whose tokens were issued in the session an id_token names (its `sid`), as
     * Shopify's logout does, whether or not that session still exists: sessions last 14 days,
     * refresh tokens 90, and the tokens must not outlive a sign-out.
     */
    revokeBySid(clientId: string, sid: string) {
      const rows = db
        .prepare(
          `SELECT DISTINCT grantId FROM oidc_models WHERE model IN ('AccessToken', 'RefreshToken') AND grantId IS NOT NULL
             AND json_extract(payload, '$.sid') = ? AND json_extract(payload, '$.clientId') = ?`,
        )
        .all(sid, clientId) as { grantId: string }[];
      inTransaction(db, () => {
        for (const { grantId } of rows) {
          db.prepare('DELETE FROM oidc_models WHERE grantId = ?').run(grantId);
          db.prepare("DELETE FROM oidc_models WHERE model = 'Grant' AND id = ?").run(grantId);
        }
      });
    },
    /** Ends a session and revokes what it authorised: grants, codes and tokens. */
    end(session: StoredSession) {
      const grantIds = Object.values(session.authorizations ?? {}).flatMap((authorization) => authorization.grantId ?? []);
      inTransaction(db, () => {
        for (const grantId of grantIds) {
          db.prepare('DELETE FROM oidc_models WHERE grantId = ?').run(grantId);
          db.prepare("DELETE FROM oidc_models WHERE model = 'Grant' AND id = ?").run(grantId);
        }
        db.prepare("DELETE FROM oidc_models WHERE model = 'Session' AND id = ?").run(session.jti);
      });
    },
  };
}
