import type { CollectionRecord, Localized } from '../../catalog/model.js';
import { LOGO_SIZE, logoPath } from '../brand-assets.js';
import type { Brand } from '../brands.js';
import type { BuildContext } from '../build-context.js';
import type { CatalogueEntry } from '../products/entry.js';
import { metafield } from '../products/metafield.js';
import { deName, escapeHtml, l } from '../text.js';
import { collectionRecord, merchandisedOrder, paragraphs } from './collection-record.js';

function warrantyTerm(brand: Brand): Localized {
  if (brand.warrantyYears === 0) return l('limited lifetime warranty', 'garantie limitée à vie');
  return brand.warrantyYears === 1 ? l('1-year limited warranty', 'garantie limitée de 1 an') : l(`${brand.warrantyYears}-year limited warranty`, `garantie limitée de ${brand.warrantyYears} ans`);
}

/**
 * The warranty text the product page shows (the storefront reads the descriptionHtml of the
 * collection whose title equals the product's vendor).
 */
function warrantyHtml(brand: Brand): Localized {
  const name = escapeHtml(brand.name);
  const term = warrantyTerm(brand);
  return paragraphs(
    l(
      `${name}, ${escapeHtml(brand.about.en)}, was founded in ${brand.founded} (${brand.country.en}). Maple Audio is an authorized Canadian dealer: every new ${name} product we sell is a Canadian-warranty unit.`,
      `${name}, ${escapeHtml(brand.about.fr)}, a été fondée en ${brand.founded} (${brand.country.fr}). Maple Audio est un détaillant canadien autorisé : chaque produit ${name} neuf que nous vendons est couvert par la garantie canadienne.`,
    ),
    l(
      `New ${name} products are covered by the manufacturer's ${term.en} against defects in materials and workmanship, starting on the date of purchase shown on your Maple Audio invoice.`,
      `Les produits ${name} neufs sont couverts par la ${term.fr} du fabricant contre les défauts de matériaux et de fabrication, à compter de la date d’achat indiquée sur votre facture Maple Audio.`,
    ),
    l(
      `To make a claim, contact our service department with your order number. We handle the paperwork with ${name} and, when a repair is needed, ship the unit to an authorized service centre in Canada at no cost to you. The warranty does not cover normal wear, accidental damage, or units that have been modified or opened by an unauthorized technician.`,
      `Pour faire une réclamation, communiquez avec notre service après-vente en indiquant votre numéro de commande. Nous nous occupons des démarches auprès ${deName(name)} et, si une réparation est nécessaire, nous expédions l’appareil à un centre de service autorisé au Canada sans frais pour vous. La garantie ne couvre pas l’usure normale, les dommages accidentels ni les appareils modifiés ou ouverts par un technicien non autorisé.`,
    ),
    l(
      'RedZone demo units keep the full manufacturer warranty; used units carry a 90-day Maple Audio warranty.',
      'Les unités de démonstration RedZone conservent la garantie complète du fabricant; les unités usagées bénéficient d’une garantie Maple Audio de 90 jours.',
    ),
  );
}

/** One collection per brand with products: handle = brand slug, logo image, isbrand, warranty text. */
export function buildBrandCollections(context: BuildContext, entries: readonly CatalogueEntry[]): CollectionRecord[] {
  const byBrand = new Map<Brand, CatalogueEntry[]>();
  for (const entry of entries) {
    if (entry.kind === 'service') continue;
    if (!byBrand.has(entry.brand)) byBrand.set(entry.brand, []);
    byBrand.get(entry.brand)!.push(entry);
  }
  return [...byBrand.entries()]
    .sort((a, b) => a[0].name.localeCompare(b[0].name))
    .map(([brand, members]) =>
      collectionRecord(context, {
        handle: brand.slug,
        title: l(brand.name),
        descriptionHtml: warrantyHtml(brand),
        image: { path: logoPath(brand), ...LOGO_SIZE },
        metafields: [metafield('collection', 'isbrand', 'boolean', 'true')],
        productIds: merchandisedOrder(members),
        seoDescription: l(`Shop ${brand.name} at Maple Audio, an authorized Canadian dealer.`, `Magasinez ${brand.name} chez Maple Audio, détaillant canadien autorisé.`),
      }),
    );
}
