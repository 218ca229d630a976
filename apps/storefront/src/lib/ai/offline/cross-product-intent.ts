import { fold } from './text-match';

/** Questions about other products than the one on screen, which the offline assistant answers from the catalogue. */
export type CrossProductIntent = 'cheaper' | 'accessories' | 'demo' | 'addToCart';

// Checked on folded text (no accents, lower case), in both languages, first match wins.
const INTENTS: [CrossProductIntent, RegExp][] = [
  [
    'addToCart',
    /\b(add|put)\b.{0,20}\b(cart|basket)\b|\bbuy (it|this|that|one)\b|\b(ajout\w*|mett\w*)\b.{0,20}\bpanier\b|\bacheter (le|la|ce|ca|cet|cette|celui)\b/,
  ],
  [
    'cheaper',
    /\bcheaper\b|\bless expensive\b|\blower price\b|\bmore affordable\b|\b(lower|smaller|tight) budget\b|\bbudget (option|alternative)\b|\bmoins (cher|couteu)|\bmeilleur marche\b|\bplus abordable\b|\bpetit budget\b|\bpas trop cher\b/,
  ],
  [
    'demo',
    /\bdemo\b|\bdemonstration\b|\bredzone\b|\bused (unit|one|version|model|copy)\b|\bsecond.?hand\b|\brefurb\w*|\bopen.?box\b|\bpre.?owned\b|\bd.occasion\b|\b(unite|appareil|modele|version|exemplaire) usage\b|\breconditionn\w*/,
  ],
  [
    'accessories',
    /\bwhat else\b|\baccessor\w*|\bgoes? (well )?with\b|\bneed with\b|\bpair (it )?with\b|\bcompatible\b|\bcomplement\w*|\bquoi d.autre\b|\bvont avec\b|\bva avec\b|\baller avec\b|\bbesoin avec\b|\bavec (ca|ce produit|cet appareil)\b/,
  ],
];

// "What accessories are in the box?" is about this product's own box, which its own answer covers.
const OWN_BOX = /\bin the box\b|\bincluded\b|\bcomes? with\b|\binclu\w*|\bboite\b|\bfourni\w*/;

/** The cross-product question a shopper asks, or null for a question about the product itself. */
export function crossProductIntent(question: string): CrossProductIntent | null {
  const folded = fold(question);
  for (const [intent, pattern] of INTENTS) {
    if (!pattern.test(folded)) continue;
    if (intent === 'accessories' && OWN_BOX.test(folded)) return null;
    return intent;
  }
  return null;
}
