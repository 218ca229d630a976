import { describe, expect, it } from 'vitest';
import { quotableTitle, titleKey, titleSearchQuery } from './product-title';

describe('product titles sent by a client', () => {
  it('compare without accents, case, spacing or typographic quotes', () => {
    expect(titleKey('  Enceinte de sonorisation AMPLIFIÉE  Mackie Thump12S ')).toBe(
      titleKey('enceinte de sonorisation amplifiee mackie thump12s'),
    );
    expect(titleKey('Shure “Beta” 58A’s')).toBe(titleKey('Shure "Beta" 58A\'s'));
    expect(titleKey('Mackie Thump12S')).not.toBe(titleKey('Mackie Thump15A'));
  });

  it('search by their words only: no field, operator, quote, group or wildcard of the search syntax', () => {
    expect(titleSearchQuery('Mackie Thump12S Powered PA Speaker')).toBe('Mackie Thump12S Powered PA Speaker');
    expect(titleSearchQuery('vendor:Acme OR (tag:secret) -used "x" \\ AND NOT y*')).toBe('vendor Acme tag secret used x y');
    expect(titleSearchQuery(':() "*')).toBe('');
  });

  it('are quoted back without formatting, on one line, at most 120 characters', () => {
    expect(quotableTitle('Acme **Hyperdrive** `9000`\n<script>')).toBe('Acme Hyperdrive 9000 script');
    expect(quotableTitle('x'.repeat(300))).toHaveLength(120);
  });
});
