import { describe, expect, it } from 'vitest';
import { canonicalHandlePath } from './canonical-handle-path';

describe('the canonical path of a handle page', () => {
  it('is null when the path already is canonical', () => {
    expect(canonicalHandlePath('/products/mackie-thump12s')).toBeNull();
    expect(canonicalHandlePath('/fr/collections/speakers')).toBeNull();
    expect(canonicalHandlePath('/products/caf%C3%A9')).toBeNull();
  });

  it('decodes escaped letters, so one page has one key', () => {
    expect(canonicalHandlePath('/products/%6Dackie-thump12s')).toBe('/products/mackie-thump12s');
    expect(canonicalHandlePath('/fr/products/%6dackie-thump12s')).toBe('/fr/products/mackie-thump12s');
  });

  it('lowers the case of handles and of escapes', () => {
    expect(canonicalHandlePath('/products/Mackie-Thump12S')).toBe('/products/mackie-thump12s');
    expect(canonicalHandlePath('/collections/SPEAKERS')).toBe('/collections/speakers');
    expect(canonicalHandlePath('/products/caf%c3%a9')).toBe('/products/caf%C3%A9');
  });

  it('leaves other pages and malformed escapes alone', () => {
    expect(canonicalHandlePath('/Search')).toBeNull();
    expect(canonicalHandlePath('/products/%E0%A4%A')).toBeNull();
    expect(canonicalHandlePath('/products/a/b')).toBeNull();
  });
});
