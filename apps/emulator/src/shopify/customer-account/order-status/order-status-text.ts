import type { OrderRecord } from '../../../catalog/model.js';
import type { PageLanguage } from '../oidc/page-layout.js';

export const TEXT = {
  en: {
    order: 'Order',
    placed: 'Placed on',
    status: 'Status',
    payment: 'Payment',
    item: 'Item',
    quantity: 'Quantity',
    total: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    taxes: 'Taxes',
    shipTo: 'Shipping address',
    back: 'Return to the store',
    notFound: 'Order not found',
    notFoundText: 'This order link is not valid.',
  },
  fr: {
    order: 'Commande',
    placed: 'Passée le',
    status: 'Statut',
    payment: 'Paiement',
    item: 'Article',
    quantity: 'Quantité',
    total: 'Total',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    taxes: 'Taxes',
    shipTo: 'Adresse de livraison',
    back: 'Revenir à la boutique',
    notFound: 'Commande introuvable',
    notFoundText: 'Ce lien de commande n’est pas valide.',
  },
} satisfies Record<PageLanguage, Record<string, string>>;

type Words = Record<PageLanguage, string>;

/**
 * Shopify's fulfilment statuses (OrderDisplayFulfillmentStatus) in the words a shopper reads, the same as the
 * storefront's account page (apps/storefront/messages, account.json) so one order has one status; French agrees with « la commande ».
 */
const FULFILLMENT: Record<string, Words> = {
  UNFULFILLED: { en: 'Processing', fr: 'En traitement' },
  PARTIALLY_FULFILLED: { en: 'Partially shipped', fr: 'Partiellement expédiée' },
  FULFILLED: { en: 'Shipped', fr: 'Expédiée' },
  IN_PROGRESS: { en: 'Preparing for shipment', fr: 'En préparation pour l’expédition' },
  ON_HOLD: { en: 'On hold', fr: 'En attente' },
  OPEN: { en: 'Open', fr: 'Ouverte' },
  PENDING_FULFILLMENT: { en: 'Awaiting fulfilment', fr: 'En attente de traitement' },
  RESTOCKED: { en: 'Restocked', fr: 'Remise en stock' },
  SCHEDULED: { en: 'Scheduled', fr: 'Planifiée' },
  REQUEST_DECLINED: { en: 'Request declined', fr: 'Demande refusée' },
};

const CANCELLED: Words = { en: 'Cancelled', fr: 'Annulée' };

/** Shopify's financial statuses (OrderFinancialStatus) in words. */
const FINANCIAL: Record<string, Words> = {
  PAID: { en: 'Paid', fr: 'Payée' },
  PENDING: { en: 'Pending', fr: 'En attente' },
  AUTHORIZED: { en: 'Authorized', fr: 'Autorisée' },
  PARTIALLY_PAID: { en: 'Partially paid', fr: 'Partiellement payée' },
  PARTIALLY_REFUNDED: { en: 'Partially refunded', fr: 'Partiellement remboursée' },
  REFUNDED: { en: 'Refunded', fr: 'Remboursée' },
  VOIDED: { en: 'Voided', fr: 'Annulée' },
  EXPIRED: { en: 'Expired', fr: 'Expirée' },
};

/** A status the tables do not know yet, readable rather than raw ("SOME_STATE" → "Some state"). */
const readable = (status: string) => status.charAt(0) + status.slice(1).toLowerCase().replace(/_/g, ' ');

/** The order's fulfilment as a word ("Cancelled" for a cancelled order, whatever its fulfilment). */
export const fulfillmentWord = (order: Pick<OrderRecord, 'fulfillmentStatus' | 'cancelledAt'>, language: PageLanguage): string =>
  (order.cancelledAt ? CANCELLED : FULFILLMENT[order.fulfillmentStatus])?.[language] ?? readable(order.fulfillmentStatus);

export const financialWord = (status: string, language: PageLanguage): string => FINANCIAL[status]?.[language] ?? readable(status);

/** "Status:" in English, "Statut :" in French (a space before the colon). */
export const withColon = (label: string, language: PageLanguage): string => `${label}${language === 'fr' ? ' :' : ':'}`;

/** The languages an Accept-Language header asks for, best first (by q, then by order), as primary tags. */
function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, position) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), position };
    })
    .filter((entry) => entry.language !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.position - b.position)
    .map((entry) => entry.language);
}

/**
 * The status page's language: `?locale=` (the storefront's links carry the language of the page they
 * are on), else the browser's Accept-Language, else English. The order's own locale is not used: it is
 * the language the order was placed in, not the one the shopper is reading now.
 */
export function statusPageLanguage(locale: unknown, acceptLanguage: string | string[] | undefined): PageLanguage {
  if (typeof locale === 'string') {
    const match = /^(en|fr)(?![a-z])/i.exec(locale.trim());
    if (match) return match[1]!.toLowerCase() as PageLanguage;
  }
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const preferred = acceptedLanguages(header).find((language) => language === 'en' || language === 'fr' || language === '*');
  return preferred === 'fr' ? 'fr' : 'en';
}
