import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en';
import fr from '../../../messages/fr';
import type { CartFailure } from '@/domain/cart/types';
import { cartFailureText, type CartTranslator } from './cart-failure-text';

// The store's message files, read with string keys as the page's useTranslations() does.
const translators = {
  en: createTranslator({ locale: 'en-CA', messages: en as AbstractIntlMessages }) as unknown as CartTranslator,
  fr: createTranslator({ locale: 'fr-CA', messages: fr as AbstractIntlMessages }) as unknown as CartTranslator,
};
const say = (locale: 'en' | 'fr', error: CartFailure) => cartFailureText(translators[locale], error);

describe('a refused cart change in the page’s language', () => {
  it.each<[string, CartFailure, string, string]>([
    [
      'a line update above the stock',
      { kind: 'cannot-update', requested: 3, max: 2, message: 'Cannot update to 3 items. Maximum available: 2' },
      'Cannot update to 3 items. Maximum available: 2',
      'Impossible de passer à 3 articles. Maximum disponible : 2',
    ],
    [
      'an item removed meanwhile',
      { kind: 'invalid', message: 'This item is no longer in your cart.', reason: 'line-gone' },
      'This item is no longer in your cart.',
      'Cet article n’est plus dans votre panier.',
    ],
    [
      'priority delivery with other items',
      { kind: 'invalid', message: 'x', reason: 'priority-alone' },
      'Priority delivery is added on its own, once.',
      'La livraison prioritaire s’ajoute seule, une seule fois.',
    ],
    [
      'priority delivery to a cart not in stock',
      { kind: 'invalid', message: 'x', reason: 'priority-not-eligible' },
      'Priority delivery needs every item of the cart in stock.',
      'La livraison prioritaire exige que tous les articles du panier soient en stock.',
    ],
    ['a code on an empty cart', { kind: 'invalid', message: 'x', reason: 'cart-empty' }, 'Your cart is empty.', 'Votre panier est vide.'],
    [
      'a cart the provider forgot',
      { kind: 'rejected', message: 'Cart not found', reason: 'cart-gone' },
      'Your cart is no longer available, so it has been emptied.',
      'Votre panier n’est plus disponible : il a donc été vidé.',
    ],
    [
      'the provider’s own refusal, whatever its words',
      { kind: 'rejected', message: 'Storefront API request failed with status 400' },
      'The store couldn’t make this change to your cart.',
      'Le magasin n’a pas pu apporter cette modification à votre panier.',
    ],
    [
      'a malformed request',
      { kind: 'invalid', message: 'lines.0.quantity: Too big' },
      'The store couldn’t make this change to your cart.',
      'Le magasin n’a pas pu apporter cette modification à votre panier.',
    ],
    [
      'an outage',
      { kind: 'transient', message: 'fetch failed' },
      'We couldn’t update your cart right now. Your items are safe; please try again.',
      'Nous n’avons pas pu mettre à jour votre panier. Vos articles sont conservés; veuillez réessayer.',
    ],
  ])('%s', (_, error, english, french) => {
    expect(say('en', error)).toBe(english);
    expect(say('fr', error)).toBe(french);
  });

  it('the demo/used limit names the numbers', () => {
    expect(say('fr', { kind: 'quantity-exceeded', requested: 3, available: 1 })).toBe(
      'Seulement 1 disponible(s) : votre panier en compterait 3.',
    );
  });
});
