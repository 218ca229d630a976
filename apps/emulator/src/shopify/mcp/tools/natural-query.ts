import { foldText } from '../../../catalog/text.js';

// Words that say nothing about the product in a shopper's sentence, in both languages.
const FILLER = new Set(
  (
    'a an the and or for with to of in on at by from is are i me my we you your it its this that these those some any ' +
    'want need looking look find show get buy something anything good best cheap cheaper under over about please ' +
    'un une des le la les et ou pour avec a de du en au aux par sur est sont je moi mon ma mes nous vous votre ce cet cette ces ' +
    'veux voudrais cherche trouver montre montrez acheter quelque chose bon meilleur pas cher moins plus svp'
  ).split(' '),
);

/**
 * A shopper's sentence as a search the catalogue can answer: its product words ORed, best match first.
 * Null when the query is one word or nothing is left (the query as written is then the only search).
 */
export function looserQuery(query: string): string | null {
  if (/\bOR\b|["():*-]/.test(query)) return null;
  const words = query.split(/\s+/).filter((word) => word && !FILLER.has(foldText(word)));
  const distinct = [...new Set(words.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean))];
  if (distinct.length === 0 || (distinct.length === 1 && distinct[0] === query.trim())) return null;
  return distinct.slice(0, 8).join(' OR ');
}
