/** Small, language-aware text matching for the offline answerer: folding, terms, synonyms, scoring. */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const STOP_WORDS = new Set(
  (
    'a an the and or of to in on for with is are was be it its this that these those what which who how does do did ' +
    'can could would should i me my you your we our there their about any some much many has have had tell give show ' +
    'please from at by as if so not no yes than then also just get got more most product item one thing things ' +
    'le la les un une des du de d l et ou a au aux en dans sur pour par avec est sont ce cet cette ces quel quelle ' +
    'quels quelles qui que quoi comment combien il elle ils elles je j me moi tu vous nous mon ma mes votre vos son sa ' +
    'ses leur leurs y t s n qu ne pas plus moins se peut peux pouvez produit article donne donnez dire dites'
  ).split(' '),
);

// Words shoppers use that the data says differently (both languages map into the same folded terms).
const SYNONYMS: Record<string, string[]> = {
  weigh: ['weight', 'poids'],
  heavy: ['weight', 'poids'],
  light: ['weight', 'poids'],
  lourd: ['poids', 'weight'],
  lourde: ['poids', 'weight'],
  leger: ['poids', 'weight'],
  legere: ['poids', 'weight'],
  // "Combien pèse-t-il ?": the verb, as shoppers ask it.
  pese: ['poids', 'weight'],
  peser: ['poids', 'weight'],
  pesent: ['poids', 'weight'],
  size: ['dimension', 'dimensions'],
  big: ['dimension', 'dimensions'],
  large: ['dimension', 'dimensions'],
  taille: ['dimension', 'dimensions'],
  grand: ['dimension', 'dimensions'],
  loud: ['spl', 'maximum'],
  fort: ['spl', 'maximum'],
  guarantee: ['warranty', 'garantie'],
  warranty: ['warranty', 'garantie'],
  garantie: ['garantie', 'warranty'],
  connect: ['connectivity', 'connectivite', 'input', 'output', 'entree', 'sortie'],
  connection: ['connectivity', 'connectivite', 'input', 'output'],
  plug: ['input', 'output', 'connectivity'],
  brancher: ['entree', 'sortie', 'connectivite'],
  watt: ['power', 'puissance'],
  watts: ['power', 'puissance'],
  power: ['power', 'puissance'],
  puissance: ['puissance', 'power'],
  frequency: ['frequency', 'frequence', 'response', 'reponse'],
  bass: ['frequency', 'woofer', 'low'],
  graves: ['frequence', 'woofer'],
  battery: ['battery', 'batterie', 'autonomie'],
  batterie: ['batterie', 'battery', 'autonomie'],
  channels: ['channel', 'canaux', 'canal'],
  canaux: ['canaux', 'channel'],
};

function stem(term: string): string {
  if (term.length > 4 && term.endsWith('ies')) return `${term.slice(0, -3)}y`;
  if (term.length > 3 && term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

/** Content terms of a text: folded, without stop words, lightly stemmed. */
export function terms(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((term) => term.length > 1 && !STOP_WORDS.has(term))
    .map(stem);
}

/** Query terms plus what they stand for in catalogue data. */
export function expandedTerms(text: string): Set<string> {
  const expanded = new Set<string>();
  for (const raw of fold(text).split(/[^a-z0-9]+/)) {
    if (raw.length < 2 || STOP_WORDS.has(raw)) continue;
    expanded.add(stem(raw));
    for (const synonym of SYNONYMS[raw] ?? SYNONYMS[stem(raw)] ?? []) expanded.add(stem(synonym));
  }
  return expanded;
}

export interface Passage {
  text: string;
  /** Words that name the passage (a specification's label), worth more than its body. */
  label?: string;
}

/** Scores passages against the query with idf weighting; returns the best first, only those that match. */
export function rankPassages(query: Set<string>, passages: readonly Passage[], ignore: ReadonlySet<string> = new Set()) {
  const indexed = passages.map((passage) => ({
    passage,
    label: new Set(terms(passage.label ?? '')),
    body: new Set(terms(passage.text)),
  }));
  const df = new Map<string, number>();
  for (const { label, body } of indexed) for (const term of new Set([...label, ...body])) df.set(term, (df.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(1 + indexed.length / (df.get(term) ?? 1));
  return indexed
    .map(({ passage, label, body }) => {
      let score = 0;
      for (const term of query) {
        if (ignore.has(term)) continue;
        if (label.has(term)) score += 2 * idf(term);
        else if (body.has(term)) score += idf(term);
      }
      return { passage, score };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
}
