/**
 * Control characters (C0, DEL, C1), line and paragraph separators, and bidirectional overrides: what
 * lets text from outside forge a log line or hide part of one.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/** Text from outside (a provider's error_description, for example) as it may go into the server log: one line, bounded. */
export function loggableText(value: string, maxChars = 300): string {
  const line = value.replace(UNSAFE, ' ').trim();
  return line.length > maxChars ? `${line.slice(0, maxChars)}…` : line;
}
