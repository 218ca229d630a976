import type { CollectionRecord, Localized, MetafieldRecord } from '../../catalog/model.js';
import type { Illustration } from '../../images/illustrations.js';
import { toGid } from '../../shopify/gid.js';
import { categoryTilePath } from '../brand-assets.js';
import type { BuildContext } from '../build-context.js';
import { GIFT_LEAVES, OFFER_LEAVES } from '../products/catalogue.js';
import { type CatalogueEntry, isDiscounted } from '../products/entry.js';
import { metafield } from '../products/metafield.js';
import { l } from '../text.js';
import { collectionRecord, merchandisedOrder, paragraphs } from './collection-record.js';

export const SPECIAL_HANDLES = {
  topDeals: 'top-deals',
  merchandise: 'merchandise',
  redzone: 'redzone',
  integrator: 'b2b-integrator-catalog',
  production: 'b2b-production-catalog',
  specialOrder: 'special-order',
  ship24: 'ship-2-4-weeks',
  ship48: 'ship-4-8-weeks',
  tariff: 'tariff-surcharge',
  buyXGetY: 'buy-x-get-y',
  popular: 'popular-products',
  featured: 'featured-products',
} as const;

export interface SpecialCollections {
  collections: CollectionRecord[];
  byHandle: Map<string, CollectionRecord>;
  /** The shop's settings metafields that point at the special collections and products. */
  settings: MetafieldRecord[];
  freeVariantIds: number[];
}

const savingsOf = (entry: CatalogueEntry) =>
  Math.max(...entry.product.variants.map((variant) => (variant.compareAtPrice ? Number(variant.compareAtPrice) - Number(variant.price) : 0)));

/** Discounted products, largest saving first. */
function byLargestSaving(entries: readonly CatalogueEntry[]): CatalogueEntry[] {
  const savings = new Map(entries.filter(isDiscounted).map((entry) => [entry, savingsOf(entry)]));
  return [...savings.keys()].sort((a, b) => savings.get(b)! - savings.get(a)! || a.product.id - b.product.id);
}

/** The store's special collections (CONST-11) and the settings that reference them. */
export function buildSpecialCollections(context: BuildContext, entries: readonly CatalogueEntry[], priorityVariantId: number): SpecialCollections {
  const random = context.random.fork('special-collections');
  const regular = entries.filter((entry) => entry.kind === 'regular');
  const listed = entries.filter((entry) => entry.kind !== 'service');
  const tagged = (tag: string) => listed.filter((entry) => entry.product.tags.includes(tag));
  const inLeaves = (handles: readonly string[]) => regular.filter((entry) => handles.includes(entry.placement!.leaf.handle));
  const offerProducts = inLeaves(OFFER_LEAVES).filter((entry, index) => index === 0 || random.chance(0.6));
  const gifts = GIFT_LEAVES.map((handle) => inLeaves([handle])[0]!);
  const sellable = regular.filter((entry) => entry.product.variants.some((variant) => variant.inventory.store + variant.inventory.warehouse > 0));
  const plans: [string, Localized, Localized, Illustration, CatalogueEntry[], boolean][] = [
    [SPECIAL_HANDLES.topDeals, l('Top Deals', 'Meilleures aubaines'), l('Our best prices right now, updated every week.', 'Nos meilleurs prix du moment, mis à jour chaque semaine.'), 'speaker', byLargestSaving(regular), false],
    [SPECIAL_HANDLES.merchandise, l('Merchandise', 'Articles promotionnels'), l('Maple Audio apparel and gear, printed on demand in Canada.', 'Vêtements et accessoires Maple Audio, imprimés sur demande au Canada.'), 'tshirt', entries.filter((entry) => entry.kind === 'merchandise'), true],
    [SPECIAL_HANDLES.redzone, l('RedZone', 'RedZone'), l('Demo and used gear, inspected and tested by our technicians.', 'Équipement de démonstration et usagé, inspecté et testé par nos techniciens.'), 'guitar-amp', entries.filter((entry) => entry.kind === 'demo' || entry.kind === 'used'), false],
    [SPECIAL_HANDLES.integrator, l('B2B Integrator Catalog', 'Catalogue B2B Intégrateur'), l('Partner pricing for integrators: installed sound, video and control.', 'Prix partenaires pour intégrateurs : sonorisation installée, vidéo et contrôle.'), 'ceiling-speaker', tagged('b2b-integrator'), true],
    [SPECIAL_HANDLES.production, l('B2B Production Catalog', 'Catalogue B2B Production'), l('Partner pricing for production companies: sound, lighting and staging.', 'Prix partenaires pour entreprises de production : son, éclairage et scène.'), 'moving-head', tagged('b2b-production'), true],
    [SPECIAL_HANDLES.specialOrder, l('Special Order', 'Commande spéciale'), l('Items ordered from the maker for you: please call us for lead times.', 'Articles commandés auprès du fabricant pour vous : appelez-nous pour les délais.'), 'console', regular.filter((entry) => entry.specialOrder), true],
    [SPECIAL_HANDLES.ship24, l('Ships in 2–4 Weeks', 'Expédié en 2 à 4 semaines'), l('Items shipped from the distributor within 2 to 4 weeks.', 'Articles expédiés par le distributeur en 2 à 4 semaines.'), 'delivery', regular.filter((entry) => entry.shipping === '2-4-weeks'), true],
    [SPECIAL_HANDLES.ship48, l('Ships in 4–8 Weeks', 'Expédié en 4 à 8 semaines'), l('Items built to order, shipped within 4 to 8 weeks.', 'Articles fabriqués sur commande, expédiés en 4 à 8 semaines.'), 'delivery', regular.filter((entry) => entry.shipping === '4-8-weeks'), true],
    [SPECIAL_HANDLES.tariff, l('Tariff Surcharge', 'Surtaxe tarifaire'), l('Items made in the United States that carry an import tariff surcharge.', 'Articles fabriqués aux États-Unis assujettis à une surtaxe à l’importation.'), 'delivery', regular.filter((entry) => entry.tariff), true],
    [SPECIAL_HANDLES.buyXGetY, l('Buy a Guitar, Get a Gift', 'Une guitare achetée, un cadeau offert'), l('Buy an eligible guitar or bass and choose a free set of strings or a cable.', 'Achetez une guitare ou une basse admissible et choisissez un jeu de cordes ou un câble gratuit.'), 'electric-guitar', offerProducts, true],
    [SPECIAL_HANDLES.popular, l('Popular Products', 'Produits populaires'), l('What Canadian musicians are buying this month.', 'Ce que les musiciens canadiens achètent ce mois-ci.'), 'headphones', [...sellable].sort((a, b) => b.product.salesRank - a.product.salesRank || a.product.id - b.product.id).slice(0, 24), false],
    [SPECIAL_HANDLES.featured, l('Featured Products', 'Produits en vedette'), l('Hand-picked by our staff.', 'Choisis par notre équipe.'), 'microphone', random.sample(sellable, 12), false],
  ];
  const collections = plans.map(([handle, title, text, illustration, members, merchandised]) =>
    collectionRecord(context, {
      handle,
      title,
      descriptionHtml: paragraphs(text),
      image: { path: categoryTilePath(illustration, 'ca0100', handle), width: 1000, height: 1000 },
      productIds: merchandised ? merchandisedOrder(members) : members.map((entry) => entry.product.id),
    }),
  );
  const byHandle = new Map(collections.map((collection) => [collection.handle, collection]));
  const gid = (handle: string) => toGid('Collection', byHandle.get(handle)!.id);
  const freeVariantIds = gifts.map((entry) => entry.product.variants[0]!.id);
  const settings: MetafieldRecord[] = [
    metafield('settings', 'buy_x_get_y', 'json', JSON.stringify({ collectionId: gid(SPECIAL_HANDLES.buyXGetY), freeVariantIds: freeVariantIds.map((id) => toGid('ProductVariant', id)) })),
    metafield('settings', 'priority_delivery_variant', 'variant_reference', toGid('ProductVariant', priorityVariantId)),
    metafield('settings', 'popular_products_collection', 'collection_reference', gid(SPECIAL_HANDLES.popular)),
    metafield('settings', 'featured_products_collection', 'collection_reference', gid(SPECIAL_HANDLES.featured)),
    metafield('settings', 'special_order_collection', 'collection_reference', gid(SPECIAL_HANDLES.specialOrder)),
    metafield('settings', 'tariff_surcharge_collection', 'collection_reference', gid(SPECIAL_HANDLES.tariff)),
    metafield('settings', 'ship_2_4_weeks_collection', 'collection_reference', gid(SPECIAL_HANDLES.ship24)),
    metafield('settings', 'ship_4_8_weeks_collection', 'collection_reference', gid(SPECIAL_HANDLES.ship48)),
  ];
  return { collections, byHandle, settings, freeVariantIds };
}
