/** Pages named by a provider handle: one stored page and one URL per handle, whatever its spelling. */
const HANDLE_PAGE = /^(\/fr)?\/(products|collections|pages|policies)\/([^/]+)$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The canonical spelling of a handle page's path, or null when the path already is canonical (or names
 * no handle page). Shopify handles are lower case; an escaped letter (`%6D` for `m`), upper case or an
 * escape in lower-case hex name the same page, so they redirect to one path before any cache lookup
 * (otherwise each spelling would be a page rendered and stored apart).
 */
export function canonicalHandlePath(pathname: string): string | null {
  const match = HANDLE_PAGE.exec(pathname);
  if (!match) return null;
  const [, prefix = '', kind, segment] = match as unknown as [string, string | undefined, string, string];
  const handle = decoded(segment);
  if (handle === null || handle === '') return null;
  const canonical = `${prefix}/${kind}/${encodeURIComponent(handle.toLowerCase())}`;
  return canonical === pathname ? null : canonical;
}
