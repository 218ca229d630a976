import type { Db } from '../../../store/database.js';

/** A field of a metaobject definition, as metaobjectDefinitionCreate stored it. */
export interface FieldDefinitionRecord {
  key: string;
  name: string;
  description: string | null;
  type: string;
  required: boolean;
  validations: { name: string; value: string }[];
}

export interface MetaobjectDefinitionRecord {
  id: number;
  type: string;
  name: string;
  description: string | null;
  displayNameKey: string | null;
  fieldDefinitions: FieldDefinitionRecord[];
  publishable: boolean;
}

export interface AdminMetaobjectRecord {
  id: number;
  type: string;
  handle: string;
  displayName: string;
  /** Only the fields given a value; the others read as null. */
  fields: { key: string; value: string }[];
  /** ACTIVE or DRAFT when the definition is publishable; null otherwise (not publishable at all). */
  status: 'ACTIVE' | 'DRAFT' | null;
  createdAt: string;
}

/**
 * Metaobject definitions and entries made through the Admin API (partner enquiries, for example),
 * stored whole as JSON. They are not the seeded catalogue's metaobjects: the Storefront API never reads them.
 */
export class MetaobjectStore {
  constructor(private readonly db: Db) {
    db.exec(`
      CREATE TABLE IF NOT EXISTS admin_metaobject_definitions (id INTEGER PRIMARY KEY, type TEXT NOT NULL UNIQUE, record TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS admin_metaobjects (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL,
        handle TEXT NOT NULL,
        record TEXT NOT NULL,
        UNIQUE (type, handle)
      );
    `);
  }

  definitionByType(type: string): MetaobjectDefinitionRecord | undefined {
    const row = this.db.prepare('SELECT record FROM admin_metaobject_definitions WHERE type = ?').get(type) as { record: string } | undefined;
    return row ? (JSON.parse(row.record) as MetaobjectDefinitionRecord) : undefined;
  }

  createDefinition(definition: Omit<MetaobjectDefinitionRecord, 'id'>): MetaobjectDefinitionRecord {
    const id = this.nextId('admin_metaobject_definitions');
    const record = { id, ...definition };
    this.db.prepare('INSERT INTO admin_metaobject_definitions (id, type, record) VALUES (?, ?, ?)').run(id, record.type, JSON.stringify(record));
    return record;
  }

  nextMetaobjectId(): number {
    return this.nextId('admin_metaobjects');
  }

  byId(id: number): AdminMetaobjectRecord | undefined {
    const row = this.db.prepare('SELECT record FROM admin_metaobjects WHERE id = ?').get(id) as { record: string } | undefined;
    return row ? (JSON.parse(row.record) as AdminMetaobjectRecord) : undefined;
  }

  handleTaken(type: string, handle: string): boolean {
    return this.db.prepare('SELECT 1 FROM admin_metaobjects WHERE type = ? AND handle = ?').get(type, handle) !== undefined;
  }

  create(record: AdminMetaobjectRecord): void {
    this.db.prepare('INSERT INTO admin_metaobjects (id, type, handle, record) VALUES (?, ?, ?, ?)').run(record.id, record.type, record.handle, JSON.stringify(record));
  }

  /** Every entry of a type, oldest first (ids grow with creation time). */
  ofType(type: string): AdminMetaobjectRecord[] {
    const rows = this.db.prepare('SELECT record FROM admin_metaobjects WHERE type = ? ORDER BY id').all(type) as { record: string }[];
    return rows.map((row) => JSON.parse(row.record) as AdminMetaobjectRecord);
  }

  countOfType(type: string): number {
    return (this.db.prepare('SELECT COUNT(*) AS count FROM admin_metaobjects WHERE type = ?').get(type) as { count: number }).count;
  }

  private nextId(table: 'admin_metaobject_definitions' | 'admin_metaobjects'): number {
    return ((this.db.prepare(`SELECT MAX(id) AS id FROM ${table}`).get() as { id: number | null }).id ?? 0) + 1;
  }
}
