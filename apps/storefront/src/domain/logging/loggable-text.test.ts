import { describe, expect, it } from 'vitest';
import { loggableText } from './loggable-text';

describe('text from outside, as it goes into the log', () => {
  it('ACC-01: control characters, separators and bidirectional overrides become one space; the length is bounded', () => {
    expect(loggableText('a\r\nb\u0000c\u0085d\u2028e\u202ef\u2066g\u007f')).toBe('a b c d e f g');
    expect(loggableText('  plain words  ')).toBe('plain words');
    expect(loggableText('x'.repeat(400), 10)).toBe(`${'x'.repeat(10)}…`);
  });
});
