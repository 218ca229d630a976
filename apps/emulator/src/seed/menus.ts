import type { CollectionRecord, Localized, MenuItemRecord, MenuItemType, MenuRecord, PageRecord, ShopPolicyRecord } from '../catalog/model.js';
import { toGid } from '../shopify/gid.js';
import type { BuildContext } from './build-context.js';
import { AREAS } from './categories.js';
import type { SeriesInfo } from './collections/series-collections.js';
import { SPECIAL_HANDLES } from './collections/special-collections.js';
import { l } from './text.js';

const MAIN_MENU = 'main-menu';
const FOOTER_MENU = 'footer';
const HELP_MENU = 'footer-help';

export interface MenuInput {
  collections: ReadonlyMap<string, CollectionRecord>;
  /** Brand collections, most products first. */
  brands: readonly CollectionRecord[];
  series: readonly SeriesInfo[];
  pages: ReadonlyMap<string, PageRecord>;
  policies: ReadonlyMap<string, ShopPolicyRecord>;
}

/**
 * Menus as Shopify returns them: absolute URLs on the shop's primary domain and, for collection,
 * page and policy items, the gid of the linked resource. The main menu is three levels deep:
 * Categories → the 17 areas → their subcategory collections (each with an image).
 */
export function buildMenus(context: BuildContext, input: MenuInput): MenuRecord[] {
  const base = context.storefrontUrl;
  const item = (title: Localized, type: MenuItemType, url: string, resourceId: string | null, items: MenuItemRecord[] = []): MenuItemRecord => ({
    id: context.ids.next('menuItem'),
    title,
    type,
    resourceId,
    url: `${base}${url}`,
    tags: [],
    items,
  });
  const collectionItem = (handle: string, items: MenuItemRecord[] = [], title?: Localized) => {
    const collection = input.collections.get(handle);
    if (!collection) throw new Error(`Menu links to a missing collection "${handle}"`);
    return item(title ?? collection.title, 'COLLECTION', `/collections/${handle}`, toGid('Collection', collection.id), items);
  };
  const pageItem = (handle: string) => item(input.pages.get(handle)!.title, 'PAGE', `/pages/${handle}`, toGid('Page', input.pages.get(handle)!.id));
  const policyItem = (handle: string, title: Localized) => item(title, 'SHOP_POLICY', `/policies/${handle}`, toGid('ShopPolicy', input.policies.get(handle)!.id));

  const categories = item(
    l('Categories', 'Catégories'),
    'COLLECTIONS',
    '/collections',
    null,
    AREAS.map((area) => collectionItem(area.handle, area.subcategories.map((sub) => collectionItem(sub.handle)))),
  );
  const brands = item(l('Brands', 'Marques'), 'HTTP', '/brands', null, input.brands.slice(0, 16).map((brand) => collectionItem(brand.handle)));
  const featuredSeries = [...input.series].sort((a, b) => b.productCount - a.productCount || a.handle.localeCompare(b.handle)).slice(0, 12);
  const series = item(l('Series', 'Séries'), 'HTTP', '/series', null, featuredSeries.map((entry) => collectionItem(entry.handle)));
  const menuId = () => context.ids.next('menu');
  return [
    {
      id: menuId(),
      handle: MAIN_MENU,
      title: l('Main menu', 'Menu principal'),
      items: [
        categories,
        brands,
        series,
        collectionItem(SPECIAL_HANDLES.topDeals),
        collectionItem(SPECIAL_HANDLES.redzone),
        item(l('Become a partner', 'Devenez partenaire'), 'HTTP', '/b2b', null),
      ],
    },
    {
      id: menuId(),
      handle: FOOTER_MENU,
      title: l('Information', 'Information'),
      items: [
        policyItem('shipping-policy', l('Shipping', 'Livraison')),
        policyItem('refund-policy', l('Return policy', 'Politique de retour')),
        policyItem('terms-of-service', l('Terms of service', 'Conditions d’utilisation')),
        policyItem('privacy-policy', l('Privacy policy', 'Politique de confidentialité')),
        pageItem('first-nations'),
      ],
    },
    {
      id: menuId(),
      handle: HELP_MENU,
      title: l('Customer service', 'Service à la clientèle'),
      items: [
        item(l('Help Center', 'Centre d’aide'), 'HTTP', '/help-center', null),
        pageItem('contact'),
        item(l('Rental', 'Location'), 'HTTP', '/rental', null),
        item(l('Trade-ins', 'Échanges'), 'HTTP', '/trade-ins', null),
        pageItem('about'),
        item(l('Search', 'Recherche'), 'SEARCH', '/search', null),
        item(l('Home', 'Accueil'), 'FRONTPAGE', '/', null),
      ],
    },
  ];
}
