import { describe, expect, it } from 'vitest';
import { parseComparison } from './comparison-result';

const text = `---PRODUCT1---
**Overview**
A dynamic vocal microphone.
**Release Date**
1966
**Key Features**
- Cardioid pattern
- Built-in pop filter
**What's in the Box**
- Microphone
- Clip
**Strengths**
- Rugged
**Best For**
Live vocals.
---PRODUCT2---
**Overview**
A condenser microphone.
**Key Features**
- Large diaphragm`;

describe('comparison text (AI-21)', () => {
  it('splits the two products into their sections', () => {
    const result = parseComparison(text);
    expect(result?.product1).toEqual({
      overview: 'A dynamic vocal microphone.',
      releaseDate: '1966',
      keyFeatures: ['Cardioid pattern', 'Built-in pop filter'],
      whatsInTheBox: ['Microphone', 'Clip'],
      strengths: ['Rugged'],
      bestFor: 'Live vocals.',
    });
    expect(result?.product2).toMatchObject({ overview: 'A condenser microphone.', keyFeatures: ['Large diaphragm'], bestFor: '' });
  });
  it('handles text still streaming and text without markers', () => {
    expect(parseComparison('---PRODUCT1---\n**Overview**\nPart')?.product1.overview).toBe('Part');
    expect(parseComparison('no markers')).toBeNull();
  });
});
