import { defineField, defineType } from 'sanity';
import { imageField, byPosition, orderField } from '../fields';
import { requiredInEnglish } from '../objects/localized';

/** A specialist shown on product pages and in the help centre (PDP-20). */
export const agents = defineType({
  name: 'agents',
  title: 'Help agent · Agent d’aide',
  type: 'document',
  fields: [
    defineField({ name: 'name', title: 'Name · Nom', type: 'string', validation: (rule) => rule.required() }),
    imageField('agentImageUrl', 'Photo · Photo', { width: 200, height: 200 }, false),
    orderField,
  ],
  orderings: [byPosition],
  preview: { select: { title: 'name', media: 'agentImageUrl' } },
});

/** A payment method's logo in the footer (CONT-30). */
export const paymentMethods = defineType({
  name: 'paymentMethods',
  title: 'Payment method · Mode de paiement',
  type: 'document',
  fields: [
    defineField({ name: 'paymentMethodTitle', title: 'Name · Nom', type: 'string', validation: (rule) => rule.required() }),
    imageField('paymentMethodImage', 'Logo · Logo', { width: 120, height: 75 }, true),
    orderField,
  ],
  orderings: [byPosition],
  preview: { select: { title: 'paymentMethodTitle', media: 'paymentMethodImage' } },
});

/** A question and its answer in the help centre (CONT-42). */
export const faq = defineType({
  name: 'faq',
  title: 'FAQ entry · Question fréquente',
  type: 'document',
  fields: [
    defineField({ name: 'question', title: 'Question · Question', type: 'localizedString', validation: requiredInEnglish('Question') }),
    defineField({ name: 'answer', title: 'Answer · Réponse', type: 'localizedText', validation: requiredInEnglish('Answer') }),
    orderField,
  ],
  orderings: [byPosition],
  preview: { select: { title: 'question.en', subtitle: 'question.fr' } },
});
