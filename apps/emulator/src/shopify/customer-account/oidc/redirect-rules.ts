/** Which storefront URLs the emulator's one OAuth client may be sent back to. */
const CALLBACK_PATHS = new Set(['/auth/callback', '/fr/auth/callback']);

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** A storefront running locally (any port) or at the configured storefront origin. */
function isStorefrontOrigin(url: URL, storefrontUrl: string): boolean {
  if (url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1')) return true;
  return url.origin === parse(storefrontUrl)?.origin;
}

export function isAllowedCallback(value: string, storefrontUrl: string): boolean {
  const url = parse(value);
  return !!url && !url.hash && isStorefrontOrigin(url, storefrontUrl) && CALLBACK_PATHS.has(url.pathname);
}

export function isAllowedPostLogoutRedirect(value: string, storefrontUrl: string): boolean {
  const url = parse(value);
  return !!url && !url.hash && isStorefrontOrigin(url, storefrontUrl);
}

export function isAllowedOrigin(origin: string, storefrontUrl: string): boolean {
  const url = parse(origin);
  return !!url && isStorefrontOrigin(url, storefrontUrl);
}
