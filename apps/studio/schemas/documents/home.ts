import { defineField, defineType } from 'sanity';
import { imageField, linkField, byPosition, orderField } from '../fields';
import { requiredInEnglish } from '../objects/localized';
import { hexColour, minimumLocalizedImageSize } from '../rules';

/** A hero banner of the home page's carousel (CONT-40). */
export const banner = defineType({
  name: 'banner',
  title: 'Hero banner · Bannière principale',
  type: 'document',
  fields: [
    defineField({ name: 'heading', title: 'Heading · Titre', type: 'localizedString', validation: requiredInEnglish('Heading') }),
    defineField({ name: 'text', title: 'Text · Texte', type: 'localizedText' }),
    defineField({ name: 'buttonText', title: 'Button · Bouton', type: 'localizedString' }),
    linkField(false),
    imageField('desktopImageUrl', 'Desktop image · Image ordinateur', { width: 1920, height: 800 }, true),
    imageField('mobileImageUrl', 'Mobile image · Image mobile', { width: 800, height: 1000 }, false),
    defineField({
      name: 'alignment',
      title: 'Text alignment · Alignement du texte',
      type: 'string',
      initialValue: 'left',
      options: {
        list: [
          { title: 'Left · Gauche', value: 'left' },
          { title: 'Centre · Centre', value: 'center' },
          { title: 'Right · Droite', value: 'right' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'textColor',
      title: 'Text colour · Couleur du texte',
      type: 'string',
      initialValue: '#ffffff',
      validation: (rule) => rule.custom(hexColour),
    }),
    orderField,
  ],
  orderings: [byPosition],
  preview: { select: { title: 'heading.en', subtitle: 'heading.fr', media: 'desktopImageUrl' } },
});

/** A reassurance line under the banners, with its icon (CONT-40). */
export const infoBar = defineType({
  name: 'infoBar',
  title: 'Info bar · Barre d’information',
  type: 'document',
  fields: [
    defineField({ name: 'heading', title: 'Heading · Titre', type: 'localizedString', validation: requiredInEnglish('Heading') }),
    defineField({ name: 'text', title: 'Text · Texte', type: 'localizedString' }),
    imageField('iconUrl', 'Icon · Icône', { width: 64, height: 64 }, false),
    orderField,
  ],
  orderings: [byPosition],
  preview: { select: { title: 'heading.en', subtitle: 'text.en', media: 'iconUrl' } },
});

/** A featured promotion tile on the home page, its image in each language. */
export const featuredPromotions = defineType({
  name: 'featuredPromotions',
  title: 'Featured promotion · Promotion en vedette',
  type: 'document',
  fields: [
    defineField({
      name: 'featuredPromotionTitle',
      title: 'Title · Titre',
      type: 'localizedString',
      validation: requiredInEnglish('Title'),
    }),
    defineField({
      name: 'promotionImageUrl',
      title: 'Image (800×800) · Image',
      type: 'localizedImage',
      validation: (rule) => [...requiredInEnglish('Image')(rule), rule.custom(minimumLocalizedImageSize(800, 800))],
    }),
    linkField(true),
    orderField,
  ],
  orderings: [byPosition],
  preview: { select: { title: 'featuredPromotionTitle.en', subtitle: 'pathToNavigate', media: 'promotionImageUrl.en' } },
});

const TILES = [
  ['firstBanner', 'First tile · Première tuile'],
  ['secondBanner', 'Second tile · Deuxième tuile'],
  ['thirdBanner', 'Third tile · Troisième tuile'],
  ['fourthBanner', 'Fourth tile · Quatrième tuile'],
  ['fifthBanner', 'Fifth tile · Cinquième tuile'],
] as const;

/** The set of five promotion tiles on the home page (CONT-40); one document, all five required. */
export const promotionBanners = defineType({
  name: 'promotionBanners',
  title: 'Promotion tiles · Tuiles promotionnelles',
  type: 'document',
  fields: [
    defineField({
      name: 'promotionBannerTitle',
      title: 'Section title · Titre de la section',
      type: 'localizedString',
      validation: requiredInEnglish('Section title'),
    }),
    ...TILES.map(([name, title]) => defineField({ name, title, type: 'promotionTile', validation: (rule) => rule.required() })),
  ],
  preview: { select: { title: 'promotionBannerTitle.en', media: 'firstBanner.desktopImageUrl.en' } },
});
