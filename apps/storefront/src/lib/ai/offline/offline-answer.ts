import type { Locale } from '@/i18n/routing';
import type { ProductFacts } from '@/domain/ai/product-facts';
import { formatPrice } from '@/domain/pricing/money';
import { isCallForPrice } from '@/domain/pricing/price-rules';
import { PHRASES, type Phrases } from './offline-phrases';
import { expandedTerms, fold, rankPassages, terms, type Passage } from './text-match';

type Intent = 'specs' | 'inTheBox' | 'useCases' | 'price' | 'availability';

// Checked on folded text (no accents, lower case), in both languages.
const INTENTS: [Intent, RegExp][] = [
  ['specs', /\bspec|caracteristique|fiche technique|technical|technique/],
  ['inTheBox', /\bbox\b|\bboite\b|included|inclu|comes with|fourni|contenu|accessor/],
  [
    'useCases',
    /use case|used for|\buses?\b|good for|best for|ideal|suitable|who is it for|\butilis|\busage|pour qui|convient|sert a|\bapplication/,
  ],
  [
    'price',
    /\bprice|\bcost|how much is it|how much does it cost|expensive|cheap|\bprix\b|\bcout|combien (coute|ca coute|vaut)|\bcher\b|discount|rabais|solde|on sale|en promo/,
  ],
  ['availability', /\bstock\b|available|availability|in store|disponib|\bship|\blivr|inventaire|\border\b|commander/],
];

const MANIPULATION =
  /ignore (all |any |the |your )?(previous|prior|above|earlier)|disregard|system prompt|your (instructions|rules|prompt)|api[ -]?key|password|secret|jailbreak|developer mode|pretend|act as|role ?play|(system|admin|developer) override|override (your|the|all) (rules|instructions|guidelines|restrictions)|new (instructions|rules)|you are now|oublie (tes|vos|les) (instructions|consignes)|ignore (tes|vos|les) (instructions|consignes)|cle api|mot de passe|instructions systeme|nouvelles (instructions|consignes)|tu es maintenant|vous etes maintenant/;
// Requests for something other than product help: the assistant does not write, chat or advise beyond its product.
const OFF_TOPIC =
  /\b(write|compose|draft|tell) (me )?(a|an|some) (poem|story|essay|song|joke|letter|email|program|script|code)|\b(weather|horoscope|recipe|homework|politic|election|bitcoin|stock market)|\b(ecri[st]|redige|compose|raconte)[- ](moi )?(un|une|des) (poeme|histoire|chanson|blague|lettre|courriel|programme|code)|\b(meteo|recette|devoirs|politique|election)/;
// Words that only say what kind of answer is wanted; any other word must be found in the data.
const QUESTION_WORDS = new Set(
  terms(
    'key main spec specs specification specifications technical details box inside included include comes come ' +
      'accessories use uses used case cases best good ideal suitable purpose application applications who price prices ' +
      'cost costs much expensive cheap discount sale stock available availability store ship shipping order buy well work ' +
      'caracteristiques principales techniques fiche boite contenu inclus fourni accessoires utilisation utilisations ' +
      'usage usages ideal idéale meilleures meilleurs sert convient prix coute cher rabais solde promo disponible ' +
      'disponibilite magasin livraison commander acheter quoi ya',
  ),
);

const GREETING = /^(hi|hello|hey|good (morning|afternoon|evening)|bonjour|bonsoir|salut|allo)\b/;
const THANKS = /\b(thanks|thank you|merci)\b/;

function bullets(lines: readonly string[]): string {
  return lines.map((line) => `- ${line}`).join('\n');
}

function priceText(value: number): string {
  return formatPrice(value);
}

function answerIntent(intent: Intent, facts: ProductFacts, t: Phrases): string {
  const { title } = facts;
  switch (intent) {
    case 'specs':
      if (facts.specs.length === 0) return [t.noSpecs(title), facts.summary].filter(Boolean).join('\n\n');
      return `${t.specs(title)}\n${bullets(facts.specs.map((row) => t.labelled(`**${row.label}**`, row.value)))}`;
    case 'inTheBox':
      return facts.inTheBox.length ? `${t.box(title)}\n${bullets(facts.inTheBox)}` : t.noBox(title);
    case 'useCases':
      if (facts.useCases.length) return `${t.uses(title)}\n${bullets(facts.useCases)}`;
      return [t.noUses(title), facts.summary].filter(Boolean).join('\n\n');
    case 'price':
      return priceAnswer(facts, t);
    case 'availability':
      return availabilityAnswer(facts, t);
  }
}

function priceAnswer(facts: ProductFacts, t: Phrases): string {
  const { title, price } = facts;
  if (isCallForPrice(price.min)) return t.callForPrice(title);
  if (price.min === price.max) {
    const regular = price.compareAt && price.compareAt > price.min ? `\n\n${t.regular(priceText(price.compareAt))}` : '';
    return t.price(title, priceText(price.min)) + regular;
  }
  const options = facts.variants.map((variant) => t.labelled(variant.title, priceText(variant.price)));
  return `${t.priceRange(title, priceText(price.min), priceText(price.max))}\n${bullets(options)}`;
}

function availabilityAnswer(facts: ProductFacts, t: Phrases): string {
  const lines = [facts.available ? t.available(facts.title) : t.unavailable(facts.title)];
  if (facts.variants.length > 1) {
    const options = facts.variants.map((variant) => t.labelled(variant.title, variant.available ? t.inStock : t.outOfStock));
    lines.push(`${t.optionAvailability}\n${bullets(options)}`);
  }
  if (facts.condition !== 'new') lines.push(t[facts.condition]);
  return lines.join('\n\n');
}

/** Every piece of product text the retrieval may quote. */
function passages(facts: ProductFacts, t: Phrases): Passage[] {
  const sentences = facts.summary.split(/(?<=[.!?])\s+/).filter(Boolean);
  return [
    ...facts.specs.map((row) => ({ label: row.label, text: t.labelled(`**${row.label}**`, row.value) })),
    ...facts.inTheBox.map((item) => ({ text: item })),
    ...facts.useCases.map((item) => ({ text: item })),
    ...facts.otherSections.flatMap((section) => section.lines.map((line) => ({ label: section.heading, text: line }))),
    ...sentences.map((sentence) => ({ text: sentence })),
  ];
}

/**
 * The offline assistant: answers a shopper's question from the product's own data only, in the
 * shopper's language, and says so when the data does not hold the answer.
 */
export function answerFromCatalogue(facts: ProductFacts, question: string, locale: Locale): string {
  const t = PHRASES[locale];
  const folded = fold(question).trim();
  if (MANIPULATION.test(folded) || OFF_TOPIC.test(folded)) return t.offTopic(facts.title);
  const content = terms(question);
  if (GREETING.test(folded) && content.length <= 3) return t.hello(facts.title);
  if (THANKS.test(folded) && content.length <= 3) return t.thanks(facts.title);

  const intents = INTENTS.filter(([, pattern]) => pattern.test(folded)).map(([intent]) => intent);
  // Words naming the product itself match everywhere and tell nothing about the question.
  const ignore = new Set(terms(`${facts.title} ${facts.vendor}`));
  const query = expandedTerms(question);

  if (!intents.includes('specs')) {
    const labelled = rankPassages(
      query,
      facts.specs.map((row) => ({ text: '', label: row.label })),
      ignore,
    );
    if (labelled.length) {
      const rows = labelled.slice(0, 3).map(({ passage }) => facts.specs.find((row) => row.label === passage.label)!);
      const specific = bullets(rows.map((row) => t.labelled(`**${row.label}**`, row.value)));
      const rest = intents.slice(0, 2).map((intent) => answerIntent(intent, facts, t));
      return [`${t.related}\n${specific}`, ...rest].join('\n\n');
    }
  }
  if (intents.length) {
    const answers = intents.slice(0, 2).map((intent) => answerIntent(intent, facts, t));
    // "Can I use it in the rain?": the data says nothing of rain, so say so before the general answer.
    const known = new Set(passages(facts, t).flatMap((passage) => terms(`${passage.label ?? ''} ${passage.text}`)));
    const unknown = content.filter((term) => !QUESTION_WORDS.has(term) && !ignore.has(term) && !known.has(term));
    return [...(unknown.length ? [t.notFound(facts.title)] : []), ...answers].join('\n\n');
  }

  const ranked = rankPassages(query, passages(facts, t), ignore);
  const best = ranked[0]?.score ?? 0;
  const relevant = ranked.filter(({ score }) => score >= Math.max(1, best / 2)).slice(0, 4);
  if (relevant.length === 0) return t.notFound(facts.title);
  return `${t.related}\n${bullets(relevant.map(({ passage }) => passage.text))}`;
}
