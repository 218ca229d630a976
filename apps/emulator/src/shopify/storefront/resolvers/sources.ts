import type {
  CollectionRecord,
  ImageRecord,
  MenuItemRecord,
  MenuRecord,
  MetafieldRecord,
  MetaobjectFieldRecord,
  MetaobjectRecord,
  PageRecord,
  ProductRecord,
  ShopPolicyRecord,
  VariantRecord,
} from '../../../catalog/model.js';

/**
 * The objects resolvers hand to graphql-js: the model record plus `__typename`, which the executor
 * uses to resolve unions and interfaces (Node, MetafieldReference, MenuItemResource, ...).
 */
export interface ProductSource {
  __typename: 'Product';
  record: ProductRecord;
}
export interface VariantSource {
  __typename: 'ProductVariant';
  record: VariantRecord;
  product: ProductRecord;
}
export interface CollectionSource {
  __typename: 'Collection';
  record: CollectionRecord;
}
/** An image; `gidType` is how Shopify names it in ids (ProductImage, CollectionImage, ImageSource). */
export interface ImageSource {
  record: ImageRecord;
  gidType: string;
}
export interface MediaImageSource {
  __typename: 'MediaImage';
  record: ImageRecord;
}
export interface MetaobjectSource {
  __typename: 'Metaobject';
  record: MetaobjectRecord;
}
export interface PageSource {
  __typename: 'Page';
  record: PageRecord;
}
export interface ShopPolicySource {
  __typename: 'ShopPolicy';
  record: ShopPolicyRecord;
}
export interface MenuSource {
  __typename: 'Menu';
  record: MenuRecord;
}
export interface MenuItemSource {
  __typename: 'MenuItem';
  record: MenuItemRecord;
}
export interface ShopSource {
  __typename: 'Shop';
}

/** Whose metafield it is: the parent resource and a key that makes the metafield's id stable. */
export interface MetafieldOwner {
  source: ProductSource | VariantSource | CollectionSource | PageSource | ShopSource;
  key: string;
  updatedAt: string;
}
export interface MetafieldSource {
  __typename: 'Metafield';
  record: MetafieldRecord;
  owner: MetafieldOwner;
}
export interface MetaobjectFieldSource {
  record: MetaobjectFieldRecord;
  owner: MetaobjectRecord;
}

export const productSource = (record: ProductRecord): ProductSource => ({ __typename: 'Product', record });
export const variantSource = (record: VariantRecord, product: ProductRecord): VariantSource => ({ __typename: 'ProductVariant', record, product });
export const collectionSource = (record: CollectionRecord): CollectionSource => ({ __typename: 'Collection', record });
export const imageSource = (record: ImageRecord, gidType = 'ProductImage'): ImageSource => ({ record, gidType });
export const mediaImageSource = (record: ImageRecord): MediaImageSource => ({ __typename: 'MediaImage', record });
export const metaobjectSource = (record: MetaobjectRecord): MetaobjectSource => ({ __typename: 'Metaobject', record });
export const pageSource = (record: PageRecord): PageSource => ({ __typename: 'Page', record });
export const shopPolicySource = (record: ShopPolicyRecord): ShopPolicySource => ({ __typename: 'ShopPolicy', record });
export const menuSource = (record: MenuRecord): MenuSource => ({ __typename: 'Menu', record });
export const menuItemSource = (record: MenuItemRecord): MenuItemSource => ({ __typename: 'MenuItem', record });
export const SHOP_SOURCE: ShopSource = { __typename: 'Shop' };
