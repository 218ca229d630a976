import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

describe('message locale fast path', () => {
  it('resolves our locales as intl-messageformat itself does, and leaves others to it', async () => {
    const original = IntlMessageFormat.resolveLocale;
    const expected = ['en', 'fr', ['fr', 'en'], 'de-DE', ['xx-unknown']].map((locales) => original(locales as string)?.toString());
    await import('./message-locale-fast-path');
    expect(IntlMessageFormat.resolveLocale).not.toBe(original);
    const actual = ['en', 'fr', ['fr', 'en'], 'de-DE', ['xx-unknown']].map((locales) =>
      IntlMessageFormat.resolveLocale(locales as string)?.toString(),
    );
    expect(actual).toEqual(expected);
    expect(new IntlMessageFormat('{count, plural, one {# item} other {# items}}', 'fr').format({ count: 2 })).toBe('2 items');
  });
});
