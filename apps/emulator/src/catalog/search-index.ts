import type { Db, Statement } from '../store/database.js';
import { SEARCH_LANGUAGES, type SearchLanguage } from './catalog-tables.js';
import { LruCache } from './lru-cache.js';
import type { CollectionRecord, PageRecord, ProductRecord } from './model.js';
import { stripHtml, withWordParts } from './text.js';

export type SearchKind = 'product' | 'collection' | 'page';

/** Indexed columns in bm25 order; kind and ref_id are stored but not indexed. */
const SEARCH_COLUMNS = ['title', 'vendor', 'product_type', 'tags', 'variants', 'body'] as const;
export type SearchColumn = (typeof SEARCH_COLUMNS)[number];

// Ranking weights: title > vendor > product type > tags > variant titles/SKUs > description.
const BM25_WEIGHTS = '0, 0, 10.0, 6.0, 4.0, 3.0, 2.0, 1.0';

// A row's rowid is its record id and kind (id * 4 + kind code), so a search reads matches from the
// index alone: looking up the stored kind and ref_id of thousands of rows cost more than scoring them.
const KIND_CODES: Record<SearchKind, number> = { product: 0, collection: 1, page: 2 };
const rowidOf = (kind: SearchKind, refId: number) => refId * 4 + KIND_CODES[kind];

interface SearchRow {
  kind: SearchKind;
  refId: number;
  columns: Record<SearchColumn, string>;
}

function productRow(product: ProductRecord, language: SearchLanguage): SearchRow {
  return {
    kind: 'product',
    refId: product.id,
    columns: {
      title: withWordParts(product.title[language] || product.title.en),
      vendor: product.vendor,
      product_type: product.productType[language] || product.productType.en,
      tags: product.tags.join(' '),
      variants: product.variants
        .map((variant) => withWordParts([variant.title[language] || variant.title.en, variant.sku].join(' ')) + ` ${variant.barcode}`)
        .join(' '),
      body: stripHtml(product.descriptionHtml[language] || product.descriptionHtml.en),
    },
  };
}

function contentRow(kind: 'collection' | 'page', record: CollectionRecord | PageRecord, language: SearchLanguage): SearchRow {
  const html = 'bodyHtml' in record ? record.bodyHtml : record.descriptionHtml;
  return {
    kind,
    refId: record.id,
    columns: {
      title: record.title[language] || record.title.en,
      vendor: '',
      product_type: '',
      tags: record.handle.replace(/-/g, ' '),
      variants: '',
      body: stripHtml(html[language] || html.en),
    },
  };
}

/** Quotes a term for an FTS5 MATCH expression; null when it holds nothing searchable. */
export function ftsTerm(value: string, prefix: boolean): string | null {
  if (!/[\p{L}\p{N}]/u.test(value)) return null;
  return `"${value.replace(/"/g, '""')}"${prefix ? '*' : ''}`;
}

/**
 * The SQLite FTS5 indexes (one per language) with bm25 ranking. Queries are evaluated term by term
 * (bm25 adds up over terms), so each term's scored matches are remembered until the index changes:
 * common words ("audio", "studio") match thousands of products and cost the most to score.
 */
export class SearchIndex {
  private readonly inserts = new Map<SearchLanguage, Statement>();
  private readonly deletes = new Map<SearchLanguage, Statement>();
  private readonly matches = new Map<string, Statement>();
  private readonly terms = new LruCache<Map<number, number>>(2000);
  private version = 0;

  constructor(private readonly db: Db) {
    for (const language of SEARCH_LANGUAGES) {
      this.inserts.set(
        language,
        db.prepare(
          `INSERT INTO catalog_search_${language} (rowid, kind, ref_id, ${SEARCH_COLUMNS.join(', ')}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ),
      );
      this.deletes.set(language, db.prepare(`DELETE FROM catalog_search_${language} WHERE rowid = ?`));
    }
  }

  indexProduct(product: ProductRecord): void {
    for (const language of SEARCH_LANGUAGES) this.insert(language, productRow(product, language));
  }

  indexContent(kind: 'collection' | 'page', record: CollectionRecord | PageRecord): void {
    for (const language of SEARCH_LANGUAGES) this.insert(language, contentRow(kind, record, language));
  }

  remove(kind: SearchKind, refId: number): void {
    this.changed();
    for (const language of SEARCH_LANGUAGES) this.deletes.get(language)!.run(rowidOf(kind, refId));
  }

  /** Forgets remembered term matches (the index was emptied or rebuilt). */
  changed(): void {
    this.version += 1;
    this.terms.clear();
  }

  /** Records of one kind matching an FTS5 expression, with their bm25 relevance (higher is better). */
  match(language: SearchLanguage, kind: SearchKind, expression: string, columns?: readonly SearchColumn[]): ReadonlyMap<number, number> {
    const cacheKey = `${this.version}\u0000${language}\u0000${kind}\u0000${columns?.join(',') ?? ''}\u0000${expression}`;
    return this.terms.getOrCompute(cacheKey, () => this.query(language, kind, expression, columns));
  }

  private query(language: SearchLanguage, kind: SearchKind, expression: string, columns?: readonly SearchColumn[]): Map<number, number> {
    const scoped = columns && columns.length > 0 ? `{${columns.join(' ')}} : (${expression})` : expression;
    const key = `${language}:${kind}`;
    let statement = this.matches.get(key);
    if (!statement) {
      const table = `catalog_search_${language}`;
      statement = this.db.prepare(
        `SELECT rowid >> 2 AS id, -bm25(${table}, ${BM25_WEIGHTS}) AS score FROM ${table} WHERE ${table} MATCH ? AND rowid % 4 = ?`,
      );
      this.matches.set(key, statement);
    }
    const scores = new Map<number, number>();
    for (const row of statement.all(scoped, KIND_CODES[kind]) as { id: number; score: number }[]) scores.set(row.id, row.score);
    return scores;
  }

  private insert(language: SearchLanguage, row: SearchRow): void {
    if (language === SEARCH_LANGUAGES[0]) this.changed();
    const { columns } = row;
    this.inserts
      .get(language)!
      .run(
        rowidOf(row.kind, row.refId),
        row.kind,
        row.refId,
        columns.title,
        columns.vendor,
        columns.product_type,
        columns.tags,
        columns.variants,
        columns.body,
      );
  }
}
