/** What the policy needs to know about the deployment. */
export interface PolicyContext {
  nonce: string;
  /** Origins that serve product and content images (the commerce and content providers' CDNs). */
  imageOrigins: string[];
  /** A tag-manager container is configured (GTM_ID): allow Google's collection endpoints. */
  tagManager: boolean;
  /** The site is served over TLS: sub-resources asked over http are upgraded. */
  https: boolean;
  /** `next dev` needs eval (React's debugging) and the hot-reload socket. */
  development: boolean;
}

const TAG_MANAGER_ORIGINS = ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];

/** 16 random bytes, base64: the CSP spec asks for at least 128 bits that never repeat. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * A strict, nonce-based policy (ERR-30): scripts run only with this response's nonce, and what
 * they load ('strict-dynamic'), so an injected <script> or inline handler never runs. Styles allow
 * inline attributes because React and next/image write style="" on elements.
 */
export function contentSecurityPolicy(context: PolicyContext): string {
  const tagManager = context.tagManager ? TAG_MANAGER_ORIGINS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${context.nonce}'`, "'strict-dynamic'", ...(context.development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...new Set(context.imageOrigins), ...tagManager],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...tagManager, ...(context.development ? ['ws:'] : [])],
    'frame-src': ["'self'", ...(context.tagManager ? ['https://www.googletagmanager.com'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (context.https) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/**
 * Headers every response carries, pages and API alike (next.config.ts applies them).
 * @public next.config.ts is build configuration, which `knip --production` does not read
 */
export function staticSecurityHeaders(): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    // Browsers ignore HSTS received over plain http, so local runs stay reachable.
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  ];
}
