import { describe, expect, it } from 'vitest';
import { editedSource } from '../../src/shopify/admin/localized-edit.js';

describe('editing a translatable text in the shop’s language', () => {
  it('carries French along where it showed the English text', () => {
    expect(editedSource({ en: 'Shure SM58', fr: 'Shure SM58' }, 'Shure SM58 Vocal')).toEqual({ en: 'Shure SM58 Vocal', fr: 'Shure SM58 Vocal' });
    expect(editedSource({ en: 'Shure SM58', fr: '' }, 'Shure SM58 Vocal')).toEqual({ en: 'Shure SM58 Vocal', fr: 'Shure SM58 Vocal' });
  });

  it('keeps a French translation of its own', () => {
    expect(editedSource({ en: 'Digital Mixer', fr: 'Console numérique' }, 'Digital Console')).toEqual({ en: 'Digital Console', fr: 'Console numérique' });
  });
});
