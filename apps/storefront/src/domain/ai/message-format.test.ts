import { describe, expect, it } from 'vitest';
import { parseInline, parseMessage } from './message-format';

describe('assistant reply formatting (AI-03)', () => {
  it('reads bold, italic and code inline', () => {
    expect(parseInline('The **Thump12S** is *light* and uses `XLR` or _TRS_.')).toEqual([
      { type: 'text', text: 'The ' },
      { type: 'bold', text: 'Thump12S' },
      { type: 'text', text: ' is ' },
      { type: 'italic', text: 'light' },
      { type: 'text', text: ' and uses ' },
      { type: 'code', text: 'XLR' },
      { type: 'text', text: ' or ' },
      { type: 'italic', text: 'TRS' },
      { type: 'text', text: '.' },
    ]);
  });

  it('keeps unclosed markers, snake_case words and stars in code as plain text', () => {
    expect(parseInline('**half')).toEqual([{ type: 'text', text: '**half' }]);
    expect(parseInline('total_quantity_max')).toEqual([{ type: 'text', text: 'total_quantity_max' }]);
    expect(parseInline('`a*b*c`')).toEqual([{ type: 'code', text: 'a*b*c' }]);
  });

  it('groups "- " lines into lists and other lines into paragraphs', () => {
    expect(parseMessage('Key specs:\n- **Power**: 1,400 W\n- Weight: 20 kg\n\nAsk more.')).toEqual([
      { type: 'paragraph', lines: [[{ type: 'text', text: 'Key specs:' }]] },
      {
        type: 'list',
        items: [
          [
            { type: 'bold', text: 'Power' },
            { type: 'text', text: ': 1,400 W' },
          ],
          [{ type: 'text', text: 'Weight: 20 kg' }],
        ],
      },
      { type: 'paragraph', lines: [[{ type: 'text', text: 'Ask more.' }]] },
    ]);
  });

  it('never turns markup into anything but text', () => {
    const blocks = parseMessage('<img src=x onerror=alert(1)> **<b>hi</b>**');
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        lines: [
          [
            { type: 'text', text: '<img src=x onerror=alert(1)> ' },
            { type: 'bold', text: '<b>hi</b>' },
          ],
        ],
      },
    ]);
  });
});

describe('links in replies', () => {
  it("links the store's own product and collection pages, in both languages", () => {
    expect(parseInline('- [Mackie Thump15A](/products/mackie-thump15a): from CA$909.99')).toEqual([
      { type: 'text', text: '- ' },
      { type: 'link', text: 'Mackie Thump15A', href: '/products/mackie-thump15a' },
      { type: 'text', text: ': from CA$909.99' },
    ]);
    expect(parseInline('[DJ](/fr/collections/dj)')).toEqual([{ type: 'link', text: 'DJ', href: '/fr/collections/dj' }]);
  });

  it('leaves any other link as text', () => {
    for (const text of [
      '[x](https://evil.example)',
      '[x](javascript:alert(1))',
      '[x](//evil.example/products/a)',
      '[x](/account)',
      '[x](/products/a?b=c)',
    ]) {
      expect(parseInline(text).every((node) => node.type === 'text')).toBe(true);
    }
  });
});
