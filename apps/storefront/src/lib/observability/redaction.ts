// Loaded by Node directly too (the cache handler logs through the logger): no path aliases, erasable TypeScript only.

/** Keys whose values never reach a log line, wherever a logged object holds them (pino's redact paths below). */
const SENSITIVE_KEYS = [
  'email',
  'emailAddress',
  'phone',
  'address',
  'address1',
  'address2',
  'zip',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'secret',
  'clientSecret',
  'apiKey',
  'authorization',
  'cookie',
  'cookies',
  'clientAddress',
  'ip',
  'remoteAddress',
] as const;

/** Header names that carry a credential or a shopper's address: redacted in any logged header map. */
const SENSITIVE_HEADERS = [
  'cookie',
  'set-cookie',
  'authorization',
  'x-forwarded-for',
  'x-real-ip',
  'x-maple-peer-address',
  'x-shopify-access-token',
];

const CENSOR = '[redacted]';

/** pino `redact` paths: each sensitive key at the top and two levels down, and each sensitive header in a `headers` map. */
function redactedPaths(): string[] {
  const keys = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
  const headers = SENSITIVE_HEADERS.flatMap((name) => [`headers["${name}"]`, `*.headers["${name}"]`]);
  return [...keys, ...headers];
}

export const REDACTION = { paths: redactedPaths(), censor: CENSOR };

// Free text (a message, an error's message or stack) can hold what no key names: these patterns never reach the output.
const TEXT_PATTERNS: readonly [RegExp, string][] = [
  // An e-mail address (a shopper's, a partner's).
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, '[email]'],
  // A credential after its scheme (an Authorization header written out).
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi, `$1 ${CENSOR}`],
  // A JSON Web Token (ID and access tokens of the customer accounts).
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  // Shopify's access tokens and secrets (shpat_, shpss_, shpca_, shppa_, shpua_).
  [/\bshp(?:at|ss|ca|pa|ua)_[A-Za-z0-9]{8,}/g, '[token]'],
  // A cookie written out as name=value pairs after its header name.
  [/\b(set-cookie|cookie)(\\?"?\s*[:=]\s*\\?"?)[^"\\]+/gi, `$1$2${CENSOR}`],
];

/**
 * One serialized log line with every e-mail address, credential and cookie value in its text replaced; run on
 * each line before it is written (pino's streamWrite hook). The replacements hold no quote or backslash, so the
 * JSON stays valid.
 */
export function scrubLine(line: string): string {
  let scrubbed = line;
  for (const [pattern, replacement] of TEXT_PATTERNS) scrubbed = scrubbed.replace(pattern, replacement);
  return scrubbed;
}
