export interface ProductComparison {
  overview: string;
  releaseDate: string;
  keyFeatures: string[];
  whatsInTheBox: string[];
  strengths: string[];
  bestFor: string;
}

export interface ComparisonResult {
  product1: ProductComparison;
  product2: ProductComparison;
}

const SECTIONS = {
  overview: 'Overview',
  releaseDate: 'Release Date',
  keyFeatures: 'Key Features',
  whatsInTheBox: "What's in the Box",
  strengths: 'Strengths',
  bestFor: 'Best For',
} as const;

type SectionKey = keyof typeof SECTIONS;

function sectionKey(line: string): SectionKey | null {
  const heading = /^\*\*(.+?)\*\*:?\s*$/.exec(line.trim())?.[1]?.trim().toLowerCase();
  if (!heading) return null;
  const entry = Object.entries(SECTIONS).find(([, title]) => title.toLowerCase() === heading.replace(/’/g, "'"));
  return (entry?.[0] as SectionKey | undefined) ?? null;
}

function parseProduct(block: string): ProductComparison {
  const lines: Record<SectionKey, string[]> = {
    overview: [],
    releaseDate: [],
    keyFeatures: [],
    whatsInTheBox: [],
    strengths: [],
    bestFor: [],
  };
  let current: SectionKey | null = null;
  for (const raw of block.split('\n')) {
    const key = sectionKey(raw);
    if (key) {
      current = key;
      continue;
    }
    if (current && raw.trim()) lines[current].push(raw.trim());
  }
  const text = (key: SectionKey) => lines[key].join(' ').trim();
  const list = (key: SectionKey) =>
    lines[key]
      .filter((line) => line.startsWith('-'))
      .map((line) => line.replace(/^-\s*/, '').trim())
      .filter(Boolean);
  return {
    overview: text('overview'),
    releaseDate: text('releaseDate'),
    keyFeatures: list('keyFeatures'),
    whatsInTheBox: list('whatsInTheBox'),
    strengths: list('strengths'),
    bestFor: text('bestFor'),
  };
}

/**
 * Parses the comparison text (AI-21): ---PRODUCT1--- and ---PRODUCT2--- blocks with **Section**
 * headings; list sections are built from "-" lines. Works on partial text while it streams.
 */
export function parseComparison(text: string): ComparisonResult | null {
  const start1 = text.indexOf('---PRODUCT1---');
  if (start1 < 0) return null;
  const start2 = text.indexOf('---PRODUCT2---');
  const block1 = text.slice(start1 + 14, start2 < 0 ? undefined : start2);
  const block2 = start2 < 0 ? '' : text.slice(start2 + 14);
  return { product1: parseProduct(block1), product2: parseProduct(block2) };
}
