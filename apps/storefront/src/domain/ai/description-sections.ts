/** The description split into its opening text and headed sections (tables become label/value rows). */
interface DescriptionSection {
  heading: string;
  rows: { label: string; value: string }[];
  items: string[];
  text: string[];
}

export interface ParsedDescription {
  summary: string;
  sections: DescriptionSection[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const clean = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

// Block-level pieces in document order: headings, table rows, list items, paragraphs.
const BLOCK = /<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>|<tr[^>]*>([\s\S]*?)<\/tr>|<li[^>]*>([\s\S]*?)<\/li>|<p[^>]*>([\s\S]*?)<\/p>/gi;

export function parseDescriptionHtml(html: string, plainFallback = ''): ParsedDescription {
  const summary: string[] = [];
  const sections: DescriptionSection[] = [];
  let current: DescriptionSection | null = null;
  for (const match of html.matchAll(BLOCK)) {
    const [, heading, row, item, paragraph] = match;
    if (heading !== undefined) {
      current = { heading: clean(heading), rows: [], items: [], text: [] };
      sections.push(current);
    } else if (row !== undefined) {
      const cells = [...row.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/gi)].map((cell) => clean(cell[1] ?? ''));
      const [label, ...values] = cells;
      if (label && values.length) (current ?? pushLoose()).rows.push({ label, value: values.join(' ') });
    } else if (item !== undefined) {
      const text = clean(item);
      if (text) (current ?? pushLoose()).items.push(text);
    } else {
      const text = clean(paragraph ?? '');
      if (!text) continue;
      if (current) current.text.push(text);
      else summary.push(text);
    }
  }
  function pushLoose(): DescriptionSection {
    current = { heading: '', rows: [], items: [], text: [] };
    sections.push(current);
    return current;
  }
  if (summary.length === 0 && sections.length === 0) return { summary: plainFallback.replace(/\s+/g, ' ').trim(), sections };
  return { summary: summary.join(' '), sections };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export type SectionKind = 'specs' | 'inTheBox' | 'useCases' | 'other';

/** Which of the three questions a heading answers, in English or French. */
export function sectionKind(heading: string): SectionKind {
  const text = fold(heading);
  if (/in the box|included|what.?s included|contenu|dans la boite|inclus|fourni/.test(text)) return 'inTheBox';
  if (/ideal|best for|use case|uses|applications?|perfect for|utilisation|usage|pour qui/.test(text)) return 'useCases';
  if (/spec|caracteristique|fiche technique|technical|technique|details/.test(text)) return 'specs';
  return 'other';
}

/** "On the market since October 2022." / "Sur le marché depuis janvier 2025." */
export function findReleaseDate(summary: string): string | null {
  const match = /(?:on the market since|released in|available since|sur le march[ée] depuis|lanc[ée] en)\s+([^.;,]+)/i.exec(summary);
  return match?.[1]?.trim() ?? null;
}
