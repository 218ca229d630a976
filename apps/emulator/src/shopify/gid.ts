/** Shopify global ids: gid://shopify/{Type}/{id}[?query]. */
export function toGid(type: string, id: number | string, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `gid://shopify/${type}/${id}${search}`;
}

export interface ParsedGid {
  type: string;
  id: string;
  params: URLSearchParams;
}

export function parseGid(value: unknown): ParsedGid | null {
  if (typeof value !== 'string') return null;
  const match = /^gid:\/\/shopify\/(\w+)\/([^?/]+)(?:\?(.*))?$/.exec(value);
  if (!match) return null;
  return { type: match[1]!, id: decodeURIComponent(match[2]!), params: new URLSearchParams(match[3] ?? '') };
}

/** The numeric id of a gid of the given type, or null when it is another type or malformed. */
export function numericId(value: unknown, type: string): number | null {
  const parsed = parseGid(value);
  if (!parsed || parsed.type !== type) return null;
  const id = Number(parsed.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
