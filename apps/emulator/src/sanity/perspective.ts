import type { ContentDocument } from '../catalog/model.js';
import { badRequest } from './errors.js';

/**
 * Which documents a query sees. raw: every stored document; published: no drafts or release
 * versions; a stack (drafts, release names): each document as its first overlay that exists
 * (release versions, then its draft, then the published one), with `_id` the published id.
 */
export type Perspective = { kind: 'raw' } | { kind: 'published' } | { kind: 'stack'; layers: string[] };

/** Reads `perspective=raw|published|drafts|previewDrafts|<release>[,<release>...]`. */
export function parsePerspective(raw: string | string[] | undefined, fallback: 'raw' | 'published'): Perspective {
  const names = (Array.isArray(raw) ? raw : raw === undefined ? [] : raw.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return { kind: fallback };
  if (names.includes('raw')) {
    if (names.length > 1) throw badRequest('Invalid perspective: "raw" can not be combined with other perspectives');
    return { kind: 'raw' };
  }
  const layers = names.map((name) => (name === 'previewDrafts' ? 'drafts' : name)).filter((name) => name !== 'published');
  return layers.length === 0 ? { kind: 'published' } : { kind: 'stack', layers };
}

const publishedIdOf = (id: string) => {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length);
  const version = /^versions\.[^.]+\.(.+)$/.exec(id);
  return version ? version[1]! : id;
};

const isPublishedId = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.');

const overlayId = (layer: string, id: string) => (layer === 'drafts' ? `drafts.${id}` : `versions.${layer}.${id}`);

const views = new WeakMap<readonly ContentDocument[], Map<string, ContentDocument[]>>();

/** The documents a perspective sees; memoised per dataset snapshot, which the store replaces on writes. */
export function applyPerspective(documents: readonly ContentDocument[], perspective: Perspective): readonly ContentDocument[] {
  if (perspective.kind === 'raw') return documents;
  const key = perspective.kind === 'published' ? 'published' : perspective.layers.join(',');
  let cache = views.get(documents);
  if (!cache) views.set(documents, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;

  const byId = new Map(documents.map((document) => [document._id, document]));
  const baseIds = [...new Set(documents.map((document) => publishedIdOf(document._id)))];
  const layers = perspective.kind === 'stack' ? perspective.layers : [];
  const view: ContentDocument[] = [];
  for (const id of baseIds) {
    const overlay = layers.map((layer) => byId.get(overlayId(layer, id))).find((document) => document !== undefined);
    if (overlay) view.push({ ...overlay, _id: id, _originalId: overlay._id });
    else if (byId.has(id) && isPublishedId(id)) view.push(byId.get(id)!);
  }
  cache.set(key, view);
  return view;
}

const publicViews = new WeakMap<readonly ContentDocument[], readonly ContentDocument[]>();

/** Without a token Sanity hides every document whose id has a dot (drafts, versions, private paths). */
export function publicDocuments(documents: readonly ContentDocument[]): readonly ContentDocument[] {
  let view = publicViews.get(documents);
  if (!view) publicViews.set(documents, (view = documents.filter((document) => !document._id.includes('.'))));
  return view;
}
