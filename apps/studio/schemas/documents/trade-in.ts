import { defineField, defineType } from 'sanity';
// The store's own lists of choices, so the Studio shows exactly what the form offers.
import { TRADE_IN_CATEGORIES, TRADE_IN_CONDITIONS } from '../../../storefront/src/domain/trade-in/trade-in-options';

const option = (value: string) => ({ title: value.replace('-', ' '), value });

/**
 * A shopper's trade-in enquiry, which the store writes (CONT-44) and the trade-in team answers here:
 * what the shopper sent is read-only, the team sets its status.
 */
export const tradeInEnquiry = defineType({
  name: 'tradeInEnquiry',
  title: 'Trade-in enquiry · Demande d’échange',
  type: 'document',
  fields: [
    defineField({
      name: 'status',
      title: 'Status · Statut',
      type: 'string',
      options: {
        list: [
          { title: 'New · Nouvelle', value: 'new' },
          { title: 'Offer sent · Offre envoyée', value: 'offered' },
          { title: 'Closed · Fermée', value: 'closed' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'name', title: 'Name · Nom', type: 'string', readOnly: true }),
    defineField({ name: 'email', title: 'E-mail · Courriel', type: 'string', readOnly: true }),
    defineField({ name: 'phone', title: 'Phone · Téléphone', type: 'string', readOnly: true }),
    defineField({
      name: 'category',
      title: 'Category · Catégorie',
      type: 'string',
      readOnly: true,
      options: { list: TRADE_IN_CATEGORIES.map(option) },
    }),
    defineField({ name: 'item', title: 'Item · Article', type: 'string', readOnly: true }),
    defineField({
      name: 'condition',
      title: 'Condition · État',
      type: 'string',
      readOnly: true,
      options: { list: TRADE_IN_CONDITIONS.map(option) },
    }),
    defineField({ name: 'details', title: 'Details · Détails', type: 'text', readOnly: true }),
    defineField({ name: 'locale', title: 'Language · Langue', type: 'string', readOnly: true }),
    defineField({ name: 'submittedAt', title: 'Sent · Envoyée', type: 'datetime', readOnly: true }),
  ],
  orderings: [{ title: 'Newest first', name: 'newest', by: [{ field: 'submittedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'item', subtitle: 'name', status: 'status' },
    prepare: ({ title, subtitle, status }) => ({ title, subtitle: `${subtitle ?? ''} · ${status ?? 'new'}` }),
  },
});
