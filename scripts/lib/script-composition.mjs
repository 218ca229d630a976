// What the scripts a page loads are made of: each chunk's gzip bytes shared out among the source
// files its source map names, then grouped by owner (React, Next.js, next-intl, the store's folders).
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** Bytes no mapping covers (the chunk's header, a map without sources). */
export const UNMAPPED = '(unmapped)';

/** The owner a source file of a Turbopack map belongs to, as the composition report groups it. */
export function ownerOf(source) {
  const file = source.replace(/^turbopack:\/\/\/\[project\]\//, '').replace(/^webpack:\/\/\/?/, '');
  if (file.startsWith('turbopack:///[turbopack]/')) return 'Next.js';
  // Next bundles its own copies of React under next/dist/compiled.
  if (/(^|\/)node_modules\/(next\/dist\/compiled\/)?(react|react-dom|react-server-dom-[\w-]+|scheduler)\//.test(file)) return 'React';
  const store = file.match(/^apps\/storefront\/src\/((?:components|lib|domain)\/[^/]+|[^/]+)\//);
  if (store) return `the store: src/${store[1]}`;
  const pkg = file.match(/(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (!pkg) return file === UNMAPPED ? UNMAPPED : `other: ${file}`;
  if (pkg[1] === 'next') return 'Next.js';
  if (['next-intl', 'use-intl', 'intl-messageformat'].includes(pkg[1]) || pkg[1].startsWith('@formatjs')) return 'next-intl';
  return `package: ${pkg[1]}`;
}

/** The part of the report an owner is summed into. */
export function familyOf(owner) {
  if (owner.startsWith('the store: ')) return 'the store';
  if (owner.startsWith('package: ') || owner.startsWith('other: ')) return 'other packages';
  return owner;
}

/** Offsets at which each line of `code` starts. */
function lineStarts(code) {
  const starts = [0];
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

/**
 * Raw bytes of `code` per source file of its map (plain or indexed, as Turbopack writes them): each
 * generated character counts for the source of the mapping at or before it.
 */
export function rawBytesBySource(code, map) {
  const starts = lineStarts(code);
  const marks = [];
  for (const section of map.sections ?? [{ offset: { line: 0, column: 0 }, map }]) {
    const consumer = new SourceMapConsumer(section.map);
    consumer.eachMapping((mapping) => {
      const line = mapping.generatedLine - 1 + section.offset.line;
      const column = mapping.generatedColumn + (mapping.generatedLine === 1 ? section.offset.column : 0);
      if (line < starts.length) marks.push({ at: starts[line] + column, source: mapping.source ?? UNMAPPED });
    });
  }
  marks.sort((a, b) => a.at - b.at);
  const bytes = new Map();
  const add = (source, count) => count > 0 && bytes.set(source, (bytes.get(source) ?? 0) + count);
  add(UNMAPPED, marks.length ? marks[0].at : code.length);
  marks.forEach((mark, index) => add(mark.source, (marks[index + 1]?.at ?? code.length) - mark.at));
  return bytes;
}

/**
 * One chunk's gzip bytes per owner ({ code, map }; map may be null). Its gzip size is shared out in
 * proportion to raw bytes: repeated code compresses alike wherever it comes from.
 */
export function chunkComposition({ code, map }) {
  const total = gzipSync(code).length;
  const byOwner = new Map();
  const raw = map ? rawBytesBySource(code, map) : new Map([[UNMAPPED, code.length]]);
  for (const [source, count] of raw) {
    const owner = ownerOf(source);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + (total * count) / code.length);
  }
  return { total, byOwner };
}

/** A page's composition: the sum of its chunks' (each from chunkComposition, so shared chunks are read once). */
export function composition(chunkCompositions) {
  const byOwner = new Map();
  let total = 0;
  for (const chunk of chunkCompositions) {
    total += chunk.total;
    for (const [owner, bytes] of chunk.byOwner) byOwner.set(owner, (byOwner.get(owner) ?? 0) + bytes);
  }
  return { total, byOwner };
}

/** Sums a composition's owners into families (React, Next.js, next-intl, the store, other packages). */
export function families(byOwner) {
  const sums = new Map();
  for (const [owner, bytes] of byOwner) sums.set(familyOf(owner), (sums.get(familyOf(owner)) ?? 0) + bytes);
  return sums;
}
