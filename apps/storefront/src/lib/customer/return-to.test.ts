import { describe, expect, it } from 'vitest';
import { callbackPath, localeOfPath, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this store with its query', () => {
    expect(safeReturnTo('/products/shure-sm58?Color=Black')).toBe('/products/shure-sm58?Color=Black');
    expect(safeReturnTo('/fr/account')).toBe('/fr/account');
  });

  it.each([null, undefined, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'account', 'javascript:alert(1)'])(
    'sends %s home',
    (raw) => expect(safeReturnTo(raw)).toBe('/'),
  );

  it('never returns into the sign-in flow or the API', () => {
    expect(safeReturnTo('/auth/callback?code=x')).toBe('/');
    expect(safeReturnTo('/fr/auth/callback')).toBe('/');
    expect(safeReturnTo('/api/auth/login')).toBe('/');
  });
});

describe('locale of a path', () => {
  it('is French under /fr only', () => {
    expect(localeOfPath('/fr')).toBe('fr');
    expect(localeOfPath('/fr/cart')).toBe('fr');
    expect(localeOfPath('/fr?x=1')).toBe('fr');
    expect(localeOfPath('/french-horns')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('picks the callback registered for the language', () => {
    expect(callbackPath('en')).toBe('/auth/callback');
    expect(callbackPath('fr')).toBe('/fr/auth/callback');
  });
});
