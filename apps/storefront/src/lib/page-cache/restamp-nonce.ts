/**
 * The page's bytes with every occurrence of the nonce it was rendered with replaced by this
 * response's nonce (script attributes, the RSC payload's copies, the tag manager's). The old nonce
 * is 128 random bits that nobody knew before that render, so no stored content can carry it by
 * design; only what the render itself stamped matches.
 */
export function restampNonce(body: Uint8Array, renderedWith: string, fresh: string): Uint8Array {
  const source = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const needle = Buffer.from(renderedWith);
  const replacement = Buffer.from(fresh);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = source.indexOf(needle, from); at !== -1; at = source.indexOf(needle, from)) {
    parts.push(source.subarray(from, at), replacement);
    from = at + needle.length;
  }
  if (from === 0) return body;
  parts.push(source.subarray(from));
  return Buffer.concat(parts);
}

/** A header value with the rendered nonce replaced (Next's preload Link header carries it). */
export function restampHeader(value: string, renderedWith: string, fresh: string): string {
  return value.split(renderedWith).join(fresh);
}
