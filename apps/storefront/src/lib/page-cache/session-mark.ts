// The layout marks <html> with data-session="present" or "none" (app/[locale]/layout.tsx) so the
// browser's session store asks who is signed in only when a session cookie came with the page
// (components/account/session-store.ts). Pages rendered for the cache never carry a session.
const HTML_START = Buffer.from('<html');
const HTML_END = Buffer.from('>');
const IN_HTML = { none: Buffer.from('data-session="none"'), present: Buffer.from('data-session="present"') };
// The same prop in the RSC payload: a JSON object inside the inline scripts' JavaScript strings.
const IN_PAYLOAD = { none: Buffer.from('\\"data-session\\":\\"none\\"'), present: Buffer.from('\\"data-session\\":\\"present\\"') };

/**
 * A stored page as a visitor with a session cookie gets it: the mark says "present" on the `<html>`
 * tag and in the payload's copy of its props. Null when either is not where the layout puts it (the
 * visitor's page then renders instead), so a visitor is never told they have no session.
 */
export function markSessionPresent(body: Uint8Array): Uint8Array | null {
  const source = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const tagStart = source.indexOf(HTML_START);
  const tagEnd = tagStart === -1 ? -1 : source.indexOf(HTML_END, tagStart);
  const inHtml = tagStart === -1 ? -1 : source.indexOf(IN_HTML.none, tagStart);
  if (inHtml === -1 || inHtml > tagEnd) return null;
  // Only the layout's <html> element has this prop; anything a page renders is escaped once more.
  const inPayload = source.indexOf(IN_PAYLOAD.none, tagEnd);
  if (inPayload === -1) return null;
  return Buffer.concat([
    source.subarray(0, inHtml),
    IN_HTML.present,
    source.subarray(inHtml + IN_HTML.none.length, inPayload),
    IN_PAYLOAD.present,
    source.subarray(inPayload + IN_PAYLOAD.none.length),
  ]);
}
