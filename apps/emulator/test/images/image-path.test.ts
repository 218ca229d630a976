import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeLabel, encodeLabel, imagePath, parseImagePath } from '../../src/images/image-path.js';

describe('image paths', () => {
  test('encode everything the renderer needs and read back the same spec', () => {
    const path = imagePath({ kind: 'product', design: 'microphone', view: 3, colour: '#3A3B40', width: 1000, height: 1000, label: ['Allen & Heath', 'SQ-6 Mk_II~'] });
    expect(path).toBe('/cdn/images/product/microphone.3/3a3b40/1000x1000/Allen_%26_Heath~SQ-6_Mk%5FII%7E.jpg');
    expect(parseImagePath(path)).toEqual({
      kind: 'product',
      design: 'microphone',
      view: 3,
      colour: '3a3b40',
      width: 1000,
      height: 1000,
      label: ['Allen & Heath', 'SQ-6 Mk_II~'],
      format: 'jpeg',
    });
  });

  test('labels round-trip for any text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 3 }), (lines) => {
        expect(decodeLabel(encodeLabel(lines))).toEqual(lines);
      }),
    );
  });

  test('rejects kinds, designs and sizes it cannot draw', () => {
    expect(parseImagePath('/cdn/images/product/speaker/26272b/1000x1000/a.jpg')).not.toBeNull();
    expect(parseImagePath('/cdn/images/poster/speaker/26272b/1000x1000/a.jpg')).toBeNull();
    expect(parseImagePath('/cdn/images/payment/bitcoin/26272b/240x150/a.jpg')).toBeNull();
    expect(parseImagePath('/cdn/images/product/speaker/26272b/0x1000/a.jpg')).toBeNull();
    expect(parseImagePath('/cdn/images/product/speaker/26272b/1000x1000/%E0%A4%A.jpg')).toBeNull();
  });
});
