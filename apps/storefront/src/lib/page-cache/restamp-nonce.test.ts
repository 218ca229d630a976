import { describe, expect, it } from 'vitest';
import { restampHeader, restampNonce } from './restamp-nonce';

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('utf8');

describe('nonce restamping', () => {
  const old = 'k7SYVLVxEB2Fa2dTMcfrqQ==';
  const fresh = '/4BNb/83qKEFchfE0rYyug==';

  it('replaces every copy of the rendered nonce: attributes, the RSC payload and the tag manager', () => {
    const html = `<script nonce="${old}">a</script><script>self.__next_f.push([1,"{\\"nonce\\":\\"${old}\\"}"])</script><p>é ${old}</p>`;
    const restamped = text(restampNonce(Buffer.from(html), old, fresh));
    expect(restamped).not.toContain(old);
    expect(restamped.split(fresh)).toHaveLength(4);
    expect(restamped).toContain('<p>é ');
  });

  it('leaves a page without the nonce as it is', () => {
    const body = Buffer.from('<p>no scripts</p>');
    expect(restampNonce(body, old, fresh)).toBe(body);
  });

  it('handles the nonce at the very start and end of the page', () => {
    expect(text(restampNonce(Buffer.from(`${old}x${old}`), old, fresh))).toBe(`${fresh}x${fresh}`);
  });

  it('restamps header values (the stylesheet preload link)', () => {
    expect(restampHeader(`</a.css>; rel=preload; as="style"; nonce="${old}"`, old, fresh)).toBe(
      `</a.css>; rel=preload; as="style"; nonce="${fresh}"`,
    );
  });
});
