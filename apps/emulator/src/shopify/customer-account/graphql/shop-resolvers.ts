import type { ShopRecord } from '../../../catalog/model.js';
import { toGid } from '../../gid.js';
import { localized, type CustomerAccountContext, type CustomerAccountResolvers } from './context.js';
import { metafieldFields } from './metafields.js';

const POLICY_HANDLES = ['refund-policy', 'privacy-policy', 'terms-of-service', 'shipping-policy'];

/** Shop: the store's name, domains, policies and shop metafields. */
export const shopResolvers: CustomerAccountResolvers<'Shop'> = {
  id: () => toGid('Shop', 1),
  name: (shop: ShopRecord) => shop.name,
  email: (shop: ShopRecord) => shop.email,
  myshopifyDomain: (shop: ShopRecord) => shop.myshopifyDomain,
  url: (shop: ShopRecord) => shop.primaryDomainUrl,
  shopPolicies: (shop: ShopRecord, _args: unknown, context: CustomerAccountContext) =>
    POLICY_HANDLES.flatMap((handle) => context.catalog.policyByHandle(handle) ?? []).map((policy) => ({
      id: toGid('ShopPolicy', policy.id),
      handle: policy.handle,
      title: localized(policy.title, context.language),
      body: localized(policy.bodyHtml, context.language),
      url: new URL(`/policies/${policy.handle}`, shop.primaryDomainUrl).toString(),
    })),
  ...metafieldFields('SHOP', (shop: ShopRecord, context: CustomerAccountContext) => ({
    metafields: shop.metafields,
    ownerGid: toGid('Shop', 1),
    updatedAt: '2024-01-01T00:00:00Z',
    language: context.language,
  })),
};
