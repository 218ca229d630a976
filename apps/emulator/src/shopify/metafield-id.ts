/** A stable numeric id per owner and key (FNV-1a), so metafield gids survive restarts and match across APIs. */
export function metafieldNumber(ownerKey: string, namespace: string, key: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${ownerKey}/${namespace}.${key}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return 40_000_000_000_000 + hash;
}
