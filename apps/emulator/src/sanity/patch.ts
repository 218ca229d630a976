import type { ContentDocument } from '../catalog/model.js';

/** A Sanity patch on one document; the emulator applies plain attribute paths ("heading.en"). */
export interface PatchOperations {
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
  unset?: string[];
  inc?: Record<string, number>;
  dec?: Record<string, number>;
}

export const SUPPORTED_PATCH_KEYS = ['id', 'query', 'params', 'ifRevisionID', 'set', 'setIfMissing', 'unset', 'inc', 'dec'];

const PROTECTED = new Set(['_id', '_type', '_rev', '_createdAt', '_updatedAt']);

export class PatchPathError extends Error {}

function segmentsOf(path: string): string[] {
  if (!/^[A-Za-z_$][\w$-]*(\.[A-Za-z_$][\w$-]*)*$/.test(path)) {
    throw new PatchPathError(`Patch path "${path}" is not supported by the emulator (plain attribute paths only)`);
  }
  const segments = path.split('.');
  if (PROTECTED.has(segments[0]!)) throw new PatchPathError(`Cannot patch the system attribute "${segments[0]}"`);
  return segments;
}

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

function parentOf(root: Tree, segments: string[], create: boolean): Tree | undefined {
  let node = root;
  for (const segment of segments.slice(0, -1)) {
    if (!isTree(node[segment])) {
      if (!create) return undefined;
      node[segment] = {};
    }
    node = node[segment] as Tree;
  }
  return node;
}

function read(root: Tree, path: string): unknown {
  const segments = segmentsOf(path);
  return parentOf(root, segments, false)?.[segments[segments.length - 1]!];
}

function write(root: Tree, path: string, value: unknown): void {
  const segments = segmentsOf(path);
  parentOf(root, segments, true)![segments[segments.length - 1]!] = structuredClone(value);
}

function remove(root: Tree, path: string): void {
  const segments = segmentsOf(path);
  const parent = parentOf(root, segments, false);
  if (parent) delete parent[segments[segments.length - 1]!];
}

function add(root: Tree, path: string, delta: number): void {
  const current = read(root, path);
  if (typeof current === 'number') write(root, path, current + delta);
}

/** Applies a patch in Sanity's order: setIfMissing, set, unset, inc, dec. Throws PatchPathError on unsupported paths. */
export function applyPatch(document: ContentDocument, patch: PatchOperations): ContentDocument {
  const next = structuredClone(document) as ContentDocument;
  for (const [path, value] of Object.entries(patch.setIfMissing ?? {})) if (read(next, path) === undefined) write(next, path, value);
  for (const [path, value] of Object.entries(patch.set ?? {})) write(next, path, value);
  for (const path of patch.unset ?? []) remove(next, path);
  for (const [path, delta] of Object.entries(patch.inc ?? {})) add(next, path, delta);
  for (const [path, delta] of Object.entries(patch.dec ?? {})) add(next, path, -delta);
  return next;
}
