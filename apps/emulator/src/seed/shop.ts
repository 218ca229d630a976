import type { MetafieldRecord, ShopRecord } from '../catalog/model.js';
import { STORE_IDENTITY } from './identity.js';
import { l } from './text.js';

/** The shop: its identity, description, primary domain (menu URLs are built on it) and settings metafields. */
export function buildShop(storefrontUrl: string, settings: MetafieldRecord[]): ShopRecord {
  return {
    ...STORE_IDENTITY,
    description: l(
      'Canada’s bilingual store for pro audio, music, DJ, lighting and AV gear, with expert advice since 2004.',
      'La boutique bilingue canadienne d’audio professionnel, de musique, de DJ, d’éclairage et d’audiovisuel, avec des conseils d’experts depuis 2004.',
    ),
    primaryDomainUrl: storefrontUrl,
    currencyCode: 'CAD',
    metafields: settings,
  };
}
