import { defineField, defineType } from 'sanity';
import { imageField, linkField, orderField } from '../fields';
import { requiredInEnglish } from '../objects/localized';
import { hexColour, shopifyGid } from '../rules';

/** A collection shown among the home page's popular categories, by its Shopify id. */
export const popularCategories = defineType({
  name: 'popularCategories',
  title: 'Popular category · Catégorie populaire',
  type: 'document',
  fields: [
    defineField({
      name: 'popularCategoryCollectionId',
      title: 'Shopify collection id · Identifiant de collection Shopify',
      type: 'string',
      validation: (rule) => rule.required().custom(shopifyGid('Collection')),
    }),
    orderField,
  ],
  orderings: [{ title: 'Position', name: 'position', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'popularCategoryCollectionId', order: 'order' },
    prepare: ({ title, order }) => ({ title, subtitle: order === undefined ? undefined : `Position ${order}` }),
  },
});

/** A product shown among the home page's featured products, by its Shopify id. */
export const featuredProduct = defineType({
  name: 'featuredProduct',
  title: 'Featured product · Produit en vedette',
  type: 'document',
  fields: [
    defineField({
      name: 'productId',
      title: 'Shopify product id · Identifiant de produit Shopify',
      type: 'string',
      validation: (rule) => rule.required().custom(shopifyGid('Product')),
    }),
    orderField,
  ],
  orderings: [{ title: 'Position', name: 'position', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'productId', order: 'order' },
    prepare: ({ title, order }) => ({ title, subtitle: order === undefined ? undefined : `Position ${order}` }),
  },
});

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
