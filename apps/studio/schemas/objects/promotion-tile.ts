import { defineField, defineType } from 'sanity';
import { minimumLocalizedImageSize, storePathOrUrl } from '../rules';
import { requiredInEnglish } from './localized';

/** One tile of the promotion banner set: an image per screen size and language, its words, its link. */
export const promotionTile = defineType({
  name: 'promotionTile',
  title: 'Promotion tile',
  type: 'object',
  fields: [
    defineField({
      name: 'desktopImageUrl',
      title: 'Desktop image (1920×800) · Image ordinateur',
      type: 'localizedImage',
      validation: (rule) => [...requiredInEnglish('Desktop image')(rule), rule.custom(minimumLocalizedImageSize(1920, 800))],
    }),
    defineField({
      name: 'mobileImageUrl',
      title: 'Mobile image (800×1000) · Image mobile',
      type: 'localizedImage',
      validation: (rule) => rule.custom(minimumLocalizedImageSize(800, 1000)),
    }),
    defineField({
      name: 'alt',
      title: 'Words shown in the image · Texte de l’image',
      description: 'Read out to screen-reader users in place of the image.',
      type: 'localizedString',
      validation: requiredInEnglish('Words shown in the image'),
    }),
    defineField({
      name: 'pathToNavigate',
      title: 'Link · Lien',
      type: 'string',
      validation: (rule) => rule.required().custom(storePathOrUrl),
    }),
  ],
  preview: { select: { title: 'alt.en', media: 'desktopImageUrl.en', subtitle: 'pathToNavigate' } },
});
