import { describe, expect, it } from 'vitest';
import { crossProductIntent } from './cross-product-intent';

describe('crossProductIntent', () => {
  it.each([
    ['Show me something cheaper', 'cheaper'],
    ['Do you have anything less expensive?', 'cheaper'],
    ['Montrez-moi quelque chose de moins cher', 'cheaper'],
    ['Y a-t-il une option plus abordable?', 'cheaper'],
    ['What else do I need with it?', 'accessories'],
    ['Which accessories go with it?', 'accessories'],
    ['De quoi d’autre ai-je besoin avec ça?', 'accessories'],
    ['Quels accessoires vont avec?', 'accessories'],
    ['Is there a demo unit?', 'demo'],
    ['Do you have a used one?', 'demo'],
    ['Avez-vous un appareil de démonstration?', 'demo'],
    ['Y a-t-il un exemplaire usagé?', 'demo'],
    ['Add it to my cart', 'addToCart'],
    ['Ajoute-le à mon panier', 'addToCart'],
  ])('%s → %s', (question, intent) => expect(crossProductIntent(question)).toBe(intent));

  it.each([
    'What are the key specs?',
    "What's in the box?",
    'What accessories are included?',
    'What is it used for?',
    'Quel est son usage?',
    'How much is it?',
  ])('%s is about the product itself', (question) => expect(crossProductIntent(question)).toBeNull());
});
