import type { StorefrontApiClient } from '@shopify/storefront-api-client';
import { expect } from 'vitest';
import { ATTRIBUTES_UPDATE, BUYER_IDENTITY_UPDATE, CART_CREATE, CART_QUERY, DISCOUNT_CODES_UPDATE, LINES_ADD, LINES_REMOVE, LINES_UPDATE, NOTE_UPDATE } from './documents.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers are checked field by field in the tests */
export type Payload = { cart: any; userErrors: { field: string[] | null; message: string; code: string }[]; warnings: { code: string; message: string; target: string }[] };

/** Cart calls through the official client; a GraphQL-level error fails the test at once. */
export function cartCalls(client: StorefrontApiClient) {
  const call = async (document: string, variables: Record<string, unknown>, field: string): Promise<any> => {
    const response = await client.request(document, { variables });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return (response.data as Record<string, unknown>)[field];
  };
  return {
    create: (input: Record<string, unknown> = {}, language?: 'EN' | 'FR'): Promise<Payload> => call(CART_CREATE, { input, language }, 'cartCreate'),
    read: (id: string, language?: 'EN' | 'FR'): Promise<any> => call(CART_QUERY, { id, language }, 'cart'),
    add: (cartId: string, lines: Record<string, unknown>[], language?: 'EN' | 'FR'): Promise<Payload> => call(LINES_ADD, { cartId, lines, language }, 'cartLinesAdd'),
    update: (cartId: string, lines: Record<string, unknown>[]): Promise<Payload> => call(LINES_UPDATE, { cartId, lines }, 'cartLinesUpdate'),
    remove: (cartId: string, lineIds: string[]): Promise<Payload> => call(LINES_REMOVE, { cartId, lineIds }, 'cartLinesRemove'),
    attributes: (cartId: string, attributes: { key: string; value: string }[]): Promise<Payload> => call(ATTRIBUTES_UPDATE, { cartId, attributes }, 'cartAttributesUpdate'),
    note: (cartId: string, note: string): Promise<Payload> => call(NOTE_UPDATE, { cartId, note }, 'cartNoteUpdate'),
    codes: (cartId: string, codes: string[], language?: 'EN' | 'FR'): Promise<Payload> => call(DISCOUNT_CODES_UPDATE, { cartId, codes, language }, 'cartDiscountCodesUpdate'),
    buyer: (cartId: string, buyerIdentity: Record<string, unknown>): Promise<Payload> => call(BUYER_IDENTITY_UPDATE, { cartId, buyerIdentity }, 'cartBuyerIdentityUpdate'),
  };
}
