/** Just enough ASN.1 DER to write an X.509 certificate (RFC 5280) with Node's own crypto. */
function length(size: number): Buffer {
  if (size < 0x80) return Buffer.from([size]);
  const bytes: number[] = [];
  for (let rest = size; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export const tagged = (tag: number, content: Buffer): Buffer => Buffer.concat([Buffer.from([tag]), length(content.length), content]);
export const sequence = (...items: Buffer[]): Buffer => tagged(0x30, Buffer.concat(items));
export const set = (...items: Buffer[]): Buffer => tagged(0x31, Buffer.concat(items));
export const boolean = (value: boolean): Buffer => tagged(0x01, Buffer.from([value ? 0xff : 0x00]));
export const octetString = (content: Buffer): Buffer => tagged(0x04, content);
export const utf8String = (text: string): Buffer => tagged(0x0c, Buffer.from(text, 'utf8'));
/** A BIT STRING of whole bytes (no unused bits). */
export const bitString = (content: Buffer): Buffer => tagged(0x03, Buffer.concat([Buffer.from([0]), content]));
/** [n] EXPLICIT, as certificates wrap their version and extensions. */
export const explicit = (n: number, content: Buffer): Buffer => tagged(0xa0 + n, content);

/** A non-negative INTEGER from big-endian bytes (a leading zero keeps the sign bit clear). */
export function integer(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  return tagged(0x02, trimmed[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

export function objectIdentifier(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups: number[] = [];
    for (let value = arc; ; value = Math.floor(value / 128)) {
      groups.unshift(value % 128);
      if (value < 128) break;
    }
    bytes.push(...groups.map((group, index) => (index < groups.length - 1 ? group | 0x80 : group)));
  }
  return tagged(0x06, Buffer.from(bytes));
}

/** UTCTime until 2049, GeneralizedTime after, as RFC 5280 requires. */
export function time(date: Date): Buffer {
  const iso = date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return date.getUTCFullYear() < 2050 ? tagged(0x17, Buffer.from(`${iso.slice(2)}Z`)) : tagged(0x18, Buffer.from(`${iso}Z`));
}
