import type { ContentDocument, Language, Localized } from '../../../catalog/model.js';
import { foldText, pick, stripHtml } from '../../../catalog/text.js';

/** One thing the shop has written for shoppers: an FAQ answer, a policy paragraph, its opening hours. */
export interface Passage {
  text: string;
  /** Words that count double: the FAQ question or the policy section's heading. */
  heading: string;
}

export interface PolicyText {
  title: string;
  body: string;
  url: string;
}

const localized = (value: unknown): value is Localized => value !== null && typeof value === 'object' && 'en' in value;

/** Published FAQ entries (drafts and release versions have a dot in their id and stay out). */
export function faqPassages(documents: readonly ContentDocument[], language: Language): Passage[] {
  return documents
    .filter((document) => document._type === 'faq' && !document._id.includes('.'))
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0))
    .flatMap((document) => {
      if (!localized(document.question) || !localized(document.answer)) return [];
      const question = pick(document.question, language);
      return [{ heading: question, text: `Question: ${question} Answer: ${pick(document.answer, language)}` }];
    });
}

/** The help centre's and the store's opening hours. */
export function schedulePassages(documents: readonly ContentDocument[], language: Language): Passage[] {
  const help = documents.find((document) => document._type === 'helpCenter' && !document._id.includes('.'));
  if (!help) return [];
  const lines = (value: unknown): string[] => {
    if (!value || typeof value !== 'object') return [];
    const list = (value as Record<string, unknown>)[language === 'FR' ? 'fr' : 'en'];
    return Array.isArray(list) ? list.filter((line): line is string => typeof line === 'string') : [];
  };
  const heading = language === 'FR' ? 'Heures d’ouverture horaire service à la clientèle magasin' : 'Opening hours schedule customer service store';
  const passages: Passage[] = [];
  const service = lines(help.helpCenterSchedule);
  if (service.length) passages.push({ heading, text: `${language === 'FR' ? 'Service à la clientèle' : 'Customer service'}: ${service.join('; ')}` });
  const store = lines(help.storeSchedule);
  if (store.length) passages.push({ heading, text: `${language === 'FR' ? 'Magasin' : 'Store'}: ${store.join('; ')}` });
  return passages;
}

/** Each section of a policy (its heading and paragraphs), with the policy's title and URL. */
export function policyPassages(policies: readonly PolicyText[]): Passage[] {
  return policies.flatMap((policy) =>
    policy.body
      .split(/(?=<h2>)/)
      .map((section) => {
        const heading = /<h2>(.*?)<\/h2>/.exec(section)?.[1] ?? '';
        const text = stripHtml(section.replace(/<h2>.*?<\/h2>/, ''));
        return { heading: `${policy.title} ${stripHtml(heading)}`, text: `${policy.title}${heading ? ` — ${stripHtml(heading)}` : ''}: ${text} (${policy.url})` };
      })
      .filter((passage) => passage.text.length > 0),
  );
}

const STOP = new Set(
  [
    'a an the and or of to in on at for with is are do does can i my your you we our what how when where which who why it its this that be will there',
    'le la les un une des et ou de du en au aux pour avec est sont je mon ma mes vous votre vos nous notre quel quelle quels quelles comment quand qui pourquoi ce cette que qu il y',
  ]
    .join(' ')
    .split(' '),
);

const words = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP.has(word))
    // "returns" finds "return", "livraisons" finds "livraison".
    .map((word) => (word.length > 4 ? word.replace(/s$/, '') : word));

/** The passages that share the most words with the question, best first. */
export function rankPassages(question: string, passages: readonly Passage[], limit: number): Passage[] {
  const wanted = new Set(words(question));
  if (wanted.size === 0) return [];
  return passages
    .map((passage, order) => {
      const heading = new Set(words(passage.heading));
      const body = new Set(words(passage.text));
      let score = 0;
      for (const word of wanted) score += (heading.has(word) ? 2 : 0) + (body.has(word) ? 1 : 0);
      return { passage, score, order };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((entry) => entry.passage);
}
