import type { Locale } from '@/i18n/routing';
import type { ProductFacts } from '@/domain/ai/product-facts';
import { formatPrice } from '@/domain/pricing/money';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import { PHRASES, type Phrases } from './offline-phrases';
import { compareMeasures } from './spec-measure';
import { fold } from './text-match';

const KEY_FEATURES = 6;

// Specifications where more is better, and where less is; matched on the folded label.
const MORE_IS_BETTER =
  /power|puissance|spl|dynamic|dynamique|channel|canaux|input|entree|output|sortie|resolution|battery|batterie|autonomie/;
const LESS_IS_BETTER = /weight|poids|noise|bruit|latency|latence/;
const WARRANTY = /warranty|garantie/;

function overview(facts: ProductFacts): string {
  const sentences = facts.summary.split(/(?<=[.!?])\s+/).filter((sentence) => !facts.releaseDate || !sentence.includes(facts.releaseDate));
  return sentences.slice(0, 2).join(' ') || facts.title;
}

function strengths(self: ProductFacts, other: ProductFacts, t: Phrases): string[] {
  const found: string[] = [];
  if (!isCallForPrice(self.price.min) && self.price.min < other.price.min) {
    found.push(t.lowerPrice(formatPrice(self.price.min), formatPrice(other.price.min)));
  }
  for (const row of self.specs) {
    const match = other.specs.find((candidate) => fold(candidate.label) === fold(row.label));
    // Only quantities of one unit compare: "3.5 mm TRS" is not more output than "XLR" (AI-21).
    const difference = match ? compareMeasures(row.value, match.value) : null;
    if (!match || difference === null || difference === 0) continue;
    const label = fold(row.label);
    if (WARRANTY.test(label)) {
      if (difference > 0) found.push(t.longerWarranty(row.value));
    } else if (MORE_IS_BETTER.test(label) && difference > 0) found.push(t.more(row.label, row.value, match.value));
    else if (LESS_IS_BETTER.test(label) && difference < 0) found.push(t.less(row.label, row.value, match.value));
  }
  if (self.available && !other.available) found.push(t.availableNow);
  if (self.inTheBox.length > other.inTheBox.length && other.inTheBox.length > 0) found.push(t.moreInBox(self.inTheBox.length));
  // Nothing measurably better: name its own leading features rather than invent a comparison.
  if (found.length === 0) found.push(...self.specs.slice(0, 2).map((row) => t.labelled(row.label, row.value)));
  return found.slice(0, 5);
}

function list(items: readonly string[], empty: string): string {
  return (items.length ? items : [empty]).map((item) => `- ${item}`).join('\n');
}

function block(self: ProductFacts, other: ProductFacts, t: Phrases): string {
  return [
    '**Overview**',
    overview(self),
    '**Release Date**',
    self.releaseDate ?? t.notStated,
    '**Key Features**',
    list(
      self.specs.slice(0, KEY_FEATURES).map((row) => t.labelled(row.label, row.value)),
      t.notListed,
    ),
    "**What's in the Box**",
    list(self.inTheBox, t.notListed),
    '**Strengths**',
    list(strengths(self, other, t), t.notListed),
    '**Best For**',
    self.useCases.length ? self.useCases.join(', ') : t.notStated,
  ].join('\n');
}

/** The comparison text (AI-21, AI-12) built from both products' own data, in the shopper's language. */
export function compareFromCatalogue(first: ProductFacts, second: ProductFacts, locale: Locale): string {
  const t = PHRASES[locale];
  return `---PRODUCT1---\n${block(first, second, t)}\n---PRODUCT2---\n${block(second, first, t)}\n`;
}
