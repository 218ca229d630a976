import type { Localized, ProductRecord } from '../../catalog/model.js';
import { toGid } from '../../shopify/gid.js';
import type { BuildContext } from '../build-context.js';
import { addDays, isoSeconds } from '../dates.js';
import { escapeHtml, l } from '../text.js';
import { CodeRegistry } from './codes.js';
import { type CatalogueEntry, minPrice } from './entry.js';
import { copyImages } from './images.js';
import { metafield } from './metafield.js';
import { CALL_FOR_PRICE, money, retailPrice } from './pricing.js';
import { variantMetafields } from './product-metafields.js';
import { DEFAULT_TITLE } from './variants.js';

type Condition = 'demo' | 'used';

const LABELS: Record<Condition, Localized> = { demo: l('Demo', 'Démo'), used: l('Used', 'Usagé') };

const GRADES: Localized[] = [
  l('excellent, barely a mark', 'excellent, presque aucune marque'),
  l('very good, light scuffs on the casing', 'très bon, légères éraflures sur le boîtier'),
  l('good, visible wear, works perfectly', 'bon, usure visible, fonctionne parfaitement'),
];

function conditionNote(condition: Condition, grade: Localized): Localized {
  return condition === 'demo'
    ? l(
        'RedZone demo unit: this item was used for demonstrations in our showroom. Our technicians tested it, it ships with all its accessories and the full manufacturer warranty.',
        'Unité de démonstration RedZone : cet article a servi aux démonstrations dans notre salle d’exposition. Nos techniciens l’ont testé; il est livré avec tous ses accessoires et la garantie complète du fabricant.',
      )
    : l(
        `RedZone used unit, inspected and tested by our technicians, with a 90-day Maple Audio warranty. Condition: ${grade.en}.`,
        `Unité usagée RedZone, inspectée et testée par nos techniciens, avec une garantie Maple Audio de 90 jours. État : ${grade.fr}.`,
      );
}

/** Metafields a unit shares with its new product (brand, type links, specifications, filters). */
const SHARED_KEYS = new Set(['brand_image_url', 'vendor_collection_url', 'product_type_collection_url', 'specifications', 'whats_in_the_box', 'use_cases', 'release_date', 'filters']);

/** A RedZone demo or used unit of a new product: its own product, one variant, mostly one in stock. */
function buildUnit(context: BuildContext, parent: CatalogueEntry, condition: Condition): CatalogueEntry {
  const random = context.random.fork('redzone', parent.product.id, condition);
  const source = parent.product;
  const label = LABELS[condition];
  let handle = `${source.handle}-${condition}`;
  for (let copy = 2; context.names.has(handle); copy += 1) handle = `${source.handle}-${condition}-${copy}`;
  context.names.reserve(handle);
  const productId = context.ids.next('product');
  const images = copyImages(context.ids, source.images.slice(0, random.int(1, 3)), label);
  const store = random.weighted([[1, 0.6], [0, 0.3], [2, 0.1]] as const);
  const warehouse = store === 0 ? random.weighted([[1, 0.85], [2, 0.1], [3, 0.05]] as const) : 0;
  const regular = Number(source.variants[0]!.compareAtPrice ?? source.variants[0]!.price);
  const price = retailPrice(regular * (condition === 'demo' ? random.float(0.78, 0.88) : random.float(0.55, 0.75)));
  const grade = random.pick(GRADES);
  const note = conditionNote(condition, grade);
  const created = addDays(context.referenceDate, -random.int(1, 120));
  const product: ProductRecord = {
    ...source,
    id: productId,
    handle,
    title: l(`${source.title.en} (${label.en})`, `${source.title.fr} (${label.fr})`),
    descriptionHtml: {
      en: `<p><strong>${escapeHtml(note.en)}</strong></p>${source.descriptionHtml.en}`,
      fr: `<p><strong>${escapeHtml(note.fr)}</strong></p>${source.descriptionHtml.fr}`,
    },
    tags: [condition, ...source.tags.filter((tag) => tag.startsWith('b2b-') || tag === parent.placement?.area.handle), ...(store > 0 ? ['in-stock'] : [])],
    createdAt: isoSeconds(created),
    updatedAt: isoSeconds(created),
    publishedAt: isoSeconds(created),
    options: [{ id: context.ids.next('option'), name: l('Title'), values: [DEFAULT_TITLE] }],
    images,
    variants: [
      {
        id: context.ids.next('variant'),
        productId,
        title: DEFAULT_TITLE,
        sku: context.codes.sku(CodeRegistry.skuBase(parent.brand.slug, parent.model), [condition.toUpperCase()]),
        barcode: source.variants[0]!.barcode,
        price: money(price),
        compareAtPrice: null,
        selectedOptions: [{ name: l('Title'), value: DEFAULT_TITLE }],
        imageId: images[0]!.id,
        inventory: { store, warehouse },
        inventoryPolicy: 'DENY',
        requiresShipping: true,
        weightGrams: source.variants[0]!.weightGrams,
        metafields: variantMetafields(store + warehouse),
      },
    ],
    metafields: [
      ...source.metafields.filter((field) => field.namespace === 'product' && SHARED_KEYS.has(field.key)),
      metafield('product', 'warehouse_rack', 'single_line_text_field', `RZ-${String(random.int(1, 12)).padStart(2, '0')}`),
      metafield('product', 'warehouse_shelf', 'single_line_text_field', `${random.int(1, 4)}${random.pick(['A', 'B'])}`),
    ],
    salesRank: Math.round(source.salesRank / 4),
  };
  source.metafields.push(metafield('product', condition, 'product_reference', toGid('Product', productId)));
  return { ...parent, product, kind: condition, parentId: source.id, specialOrder: false, shipping: null };
}

/** Picks new products that have demo and used units (some have both) and builds the units. */
export function buildRedZone(context: BuildContext, regular: readonly CatalogueEntry[], count: number): CatalogueEntry[] {
  const random = context.random.fork('redzone-selection');
  const eligible = regular.filter((entry) => entry.product.variants[0]!.requiresShipping && minPrice(entry) >= 80 && minPrice(entry) < CALL_FOR_PRICE);
  const units: CatalogueEntry[] = [];
  const parents = random.shuffle(eligible);
  for (let index = 0; units.length < count && index < parents.length; index += 1) {
    const parent = parents[index]!;
    const conditions: Condition[] = random.chance(0.12) ? ['demo', 'used'] : [random.chance(0.55) ? 'demo' : 'used'];
    for (const condition of conditions) if (units.length < count) units.push(buildUnit(context, parent, condition));
  }
  return units;
}
