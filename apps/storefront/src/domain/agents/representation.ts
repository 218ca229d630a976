/** Content negotiation between a page's HTML and its Markdown (for agents), from the Accept header. */

interface AcceptEntry {
  type: string;
  quality: number;
  /** 2 for a full type, 1 for type/*, 0 for *\/*: the most specific range decides a type's quality. */
  specificity: number;
}

function parseAccept(header: string): AcceptEntry[] {
  return header.split(',').flatMap((part) => {
    const [type = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!type.includes('/')) return [];
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const parsed = q ? Number(q.slice(2)) : 1;
    const quality = Number.isFinite(parsed) ? Math.min(1, Math.max(0, parsed)) : 0;
    return [{ type, quality, specificity: type === '*/*' ? 0 : type.endsWith('/*') ? 1 : 2 }];
  });
}

function qualityOf(entries: readonly AcceptEntry[], type: string): { quality: number; specificity: number } {
  let best = { quality: 0, specificity: -1 };
  for (const entry of entries) {
    const matches = entry.type === '*/*' || entry.type === type || (entry.type.endsWith('/*') && type.startsWith(entry.type.slice(0, -1)));
    if (matches && entry.specificity > best.specificity) best = { quality: entry.quality, specificity: entry.specificity };
  }
  return best;
}

/**
 * Whether a request asks for Markdown rather than HTML: text/markdown named, and ranked at least as
 * high as text/html. Browsers (text/html first, *\/* last) and clients that name neither get HTML.
 */
export function prefersMarkdown(accept: string | null): boolean {
  if (!accept) return false;
  const entries = parseAccept(accept);
  const markdown = qualityOf(entries, 'text/markdown');
  if (markdown.specificity < 2 || markdown.quality === 0) return false;
  return markdown.quality >= qualityOf(entries, 'text/html').quality;
}

/** Adds Accept to Vary, keeping what is there: the same URL answers HTML or Markdown. */
export function varyOnAccept(headers: Headers): void {
  const vary = headers.get('vary');
  if (!vary) headers.set('vary', 'Accept');
  else if (!vary.split(',').some((value) => value.trim().toLowerCase() === 'accept')) headers.set('vary', `${vary}, Accept`);
}

/** The page a path names, when it has a Markdown version: a product or a collection, in either language. */
export function markdownPageOf(pathname: string): { locale: 'en' | 'fr'; kind: 'products' | 'collections'; handle: string } | null {
  const match = /^(?:\/(fr))?\/(products|collections)\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  return { locale: match[1] === 'fr' ? 'fr' : 'en', kind: match[2] as 'products' | 'collections', handle: match[3]! };
}
