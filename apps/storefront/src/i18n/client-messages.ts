import type { AbstractIntlMessages } from 'next-intl';

// Only these namespaces are used by client components; the rest stays on the server.
/** @internal exported for its tests */
export const CLIENT_NAMESPACES = [
  'a11y',
  'header',
  'locales',
  'drawers',
  'toast',
  'errors',
  'network',
  'search',
  'product',
  'navigation',
  'listing',
  'seriesPage',
  'account',
  'cart',
  'buyXGetY',
  'favorites',
  'maestro',
  'comparison',
  'newsletter',
  'productPage',
] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((key) => key in messages).map((key) => [key, messages[key]!]));
}
