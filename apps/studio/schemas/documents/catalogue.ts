import { defineField, defineType } from 'sanity';
import { imageField, linkField, byPosition, orderField } from '../fields';
import { requiredInEnglish } from '../objects/localized';
import { hexColour, shopifyGid } from '../rules';

/** A document that places one Shopify collection or product on the home page, by its id, at a position. */
function shopifyPick(name: string, title: string, field: string, kind: 'Collection' | 'Product', fieldTitle: string) {
  return defineType({
    name,
    title,
    type: 'document',
    fields: [
      defineField({ name: field, title: fieldTitle, type: 'string', validation: (rule) => rule.required().custom(shopifyGid(kind)) }),
      orderField,
    ],
    orderings: [byPosition],
    preview: {
      select: { title: field, order: 'order' },
      prepare: ({ title, order }) => ({ title, subtitle: order === undefined ? undefined : `Position ${order}` }),
    },
  });
}

/** A collection shown among the home page's popular categories. */
export const popularCategories = shopifyPick(
  'popularCategories',
  'Popular category · Catégorie populaire',
  'popularCategoryCollectionId',
  'Collection',
  'Shopify collection id · Identifiant de collection Shopify',
);

/** A product shown among the home page's featured products. */
export const featuredProduct = shopifyPick(
  'featuredProduct',
  'Featured product · Produit en vedette',
  'productId',
  'Product',
  'Shopify product id · Identifiant de produit Shopify',
);

/** A product line with its page under /series and its card on the home page (CAT-51). */
export const series = defineType({
  name: 'series',
  title: 'Series · Gamme',
  type: 'document',
  fields: [
    defineField({ name: 'serieTitle', title: 'Title · Titre', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'heading', title: 'Heading · Accroche', type: 'localizedString', validation: requiredInEnglish('Heading') }),
    defineField({ name: 'color', title: 'Colour · Couleur', type: 'string', validation: (rule) => rule.custom(hexColour) }),
    imageField('logoImageUrl', 'Logo · Logo', { width: 400, height: 200 }, false),
    imageField('imageUrl', 'Image · Image', { width: 1200, height: 600 }, false),
    linkField(true),
    defineField({
      name: 'productType',
      title: 'Product type · Type de produit',
      description: 'As Shopify names it, in each language',
      type: 'localizedString',
      validation: requiredInEnglish('Product type'),
    }),
    defineField({ name: 'isFeatured', title: 'On the home page · Sur la page d’accueil', type: 'boolean', initialValue: false }),
  ],
  preview: { select: { title: 'serieTitle', subtitle: 'productType.en', media: 'logoImageUrl' } },
});
