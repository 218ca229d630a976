import { defineField, defineType } from 'sanity';
import { imageField } from '../fields';

/** The store's logo in the header (CONT-50); one document. */
export const logo = defineType({
  name: 'logo',
  title: 'Logo · Logo',
  type: 'document',
  fields: [imageField('logoImageUrl', 'Logo · Logo', { width: 400, height: 200 }, true)],
  preview: { select: { media: 'logoImageUrl' }, prepare: ({ media }) => ({ title: 'Logo', media }) },
});

/** The line above the header on every page (CONT-10); one document. */
export const topBar = defineType({
  name: 'topBar',
  title: 'Top bar · Bandeau supérieur',
  type: 'document',
  fields: [
    defineField({ name: 'englishMessage', title: 'Message in English', type: 'string', validation: (rule) => rule.required().max(160) }),
    defineField({ name: 'frenchMessage', title: 'Message en français', type: 'string', validation: (rule) => rule.required().max(160) }),
  ],
  preview: { select: { title: 'englishMessage', subtitle: 'frenchMessage' } },
});

/** The help centre's chat status and opening hours (CONT-42); one document. */
export const helpCenter = defineType({
  name: 'helpCenter',
  title: 'Help centre · Centre d’aide',
  type: 'document',
  fields: [
    defineField({
      name: 'chatWidgetStatus',
      title: 'Chat · Clavardage',
      type: 'string',
      options: {
        list: [
          { title: 'Online · En ligne', value: 'online' },
          { title: 'Offline · Hors ligne', value: 'offline' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'helpCenterSchedule', title: 'Help centre hours · Heures du centre d’aide', type: 'localizedLines' }),
    defineField({ name: 'storeSchedule', title: 'Store hours · Heures du magasin', type: 'localizedLines' }),
  ],
  preview: {
    select: { status: 'chatWidgetStatus' },
    prepare: ({ status }) => ({ title: 'Help centre', subtitle: `Chat: ${status ?? 'not set'}` }),
  },
});
