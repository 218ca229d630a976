import type { ProductRecord, VariantRecord } from '../../catalog/model.js';
import { brandBySlug } from '../brands.js';
import type { BuildContext } from '../build-context.js';
import type { PlacedLeaf } from '../categories.js';
import { addDays, addMinutes, isoSeconds } from '../dates.js';
import { capitalize, l, titleOf } from '../text.js';
import { CodeRegistry } from './codes.js';
import { descriptionHtml, fullSpecifications, overview, seoDescription } from './description.js';
import type { CatalogueEntry } from './entry.js';
import { productImages } from './images.js';
import { planStock } from './inventory.js';
import { fillModel } from './naming.js';
import { CALL_FOR_PRICE, money, retailPrice } from './pricing.js';
import { productMetafields, variantMetafields } from './product-metafields.js';
import { productTags } from './tags.js';
import { planVariants } from './variants.js';

export interface RegularProductOptions {
  /** Force a sale-message tag (the store must have one to show). */
  saleMessage?: boolean;
  /** Position of the area in the tree, for warehouse rack letters. */
  areaIndex: number;
}

/** One new product of a leaf category: identity, variants, prices, stock, images, texts, metafields. */
export function buildRegularProduct(context: BuildContext, placed: PlacedLeaf, indexInLeaf: number, options: RegularProductOptions): CatalogueEntry {
  const random = context.random.fork('product', placed.leaf.handle, indexInLeaf);
  const family = placed.leaf.family;
  const line = random.pick(family.lines);
  const brand = brandBySlug(line.brand);
  const facts = family.build(random.fork('facts'));
  const classics = (line.classics ?? []).map((classic) => fillModel(classic, facts.tokens, random));
  const { model, handle } = context.names.claim(brand.name, () => fillModel(line.model, facts.tokens, random), classics);
  const noun = facts.noun ?? family.noun;
  const title = l(titleOf(brand.name, model, noun.en), titleOf(capitalize(noun.fr), brand.name, model));

  const { options: productOptions, drafts } = planVariants(facts.options, context.ids);
  const regularPrices = drafts.map((draft) => retailPrice(facts.price + draft.priceDelta));
  const lowest = Math.min(...regularPrices);
  const specialOrder = lowest >= 3000 && lowest < CALL_FOR_PRICE && random.chance(0.2);
  const ships = facts.requiresShipping !== false;
  const inStore = ships && !specialOrder && lowest < CALL_FOR_PRICE && random.chance(0.55);
  const shipping = inStore || specialOrder || !ships ? null : random.weighted<CatalogueEntry['shipping']>([[null, 0.8], ['2-4-weeks', 0.12], ['4-8-weeks', 0.08]]);
  const stock = ships ? planStock({ random, variantCount: drafts.length, price: lowest, specialOrder, inStore }) : { inventory: drafts.map(() => ({ store: 0, warehouse: 9999 })), policy: 'CONTINUE' as const };
  const { images, byColour } = productImages({ ids: context.ids, random, illustration: family.illustration, colours: drafts.map((draft) => draft.colour ?? facts.colour), brand: brand.name, model, title });
  const productId = context.ids.next('product');
  const skuBase = CodeRegistry.skuBase(brand.slug, model);
  const variants: VariantRecord[] = drafts.map((draft, index) => {
    const inventory = stock.inventory[index]!;
    return {
      id: context.ids.next('variant'),
      productId,
      title: draft.title,
      sku: context.codes.sku(skuBase, draft.codes),
      barcode: facts.noBarcode ? '' : context.codes.barcode(random),
      price: money(regularPrices[index]!),
      compareAtPrice: null,
      selectedOptions: draft.selectedOptions,
      imageId: (byColour.get(draft.colour ?? facts.colour) ?? images[0]!).id,
      inventory,
      inventoryPolicy: stock.policy,
      requiresShipping: ships,
      weightGrams: Math.round(facts.weightKg * 1000),
      metafields: variantMetafields(inventory.store + inventory.warehouse),
    };
  });

  const ageDays = random.int(3, 1500);
  const createdAt = addMinutes(addDays(context.referenceDate, -ageDays), -random.int(0, 1439));
  const releaseDate = addDays(createdAt, -random.int(0, 400));
  const specs = fullSpecifications(facts, brand);
  const useCases = random.sample(family.useCases, 3);
  const about = { title, brand, facts, specs, useCases, releaseDate: releaseDate.toISOString().slice(0, 10) };
  const description = { ...about, intro: overview(about) };
  const filterGids = facts.filters.map(([group, value]) => context.filters.gid(group, value));
  const product: ProductRecord = {
    id: productId,
    handle,
    status: 'ACTIVE',
    title,
    descriptionHtml: descriptionHtml(description),
    vendor: brand.name,
    productType: placed.leaf.title,
    tags: productTags({
      random,
      areaHandle: placed.area.handle,
      inStore: variants.some((variant) => variant.inventory.store > 0),
      newArrival: ageDays <= 60,
      freeShipping: ships && lowest >= 99,
      saleMessage: options.saleMessage,
    }),
    createdAt: isoSeconds(createdAt),
    updatedAt: isoSeconds(addDays(createdAt, random.int(0, Math.min(ageDays - 1, 200)))),
    publishedAt: isoSeconds(createdAt),
    options: productOptions,
    images,
    variants,
    metafields: productMetafields({
      brand,
      storefrontUrl: context.storefrontUrl,
      typeHandle: placed.leaf.handle,
      specs,
      box: facts.box,
      useCases,
      releaseDate,
      filterGids,
      rack: `${String.fromCharCode(65 + options.areaIndex)}-${String(random.int(1, 40)).padStart(2, '0')}`,
      shelf: `${random.int(1, 6)}${random.pick(['A', 'B', 'C', 'D'])}`,
    }),
    seo: { title: null, description: seoDescription(description) },
    salesRank: Math.round(random.next() ** 2 * 500),
  };
  return { product, kind: 'regular', brand, model, series: line.series, placement: placed, facts, specialOrder, shipping, tariff: brand.usMade && random.chance(0.6), parentId: null };
}
