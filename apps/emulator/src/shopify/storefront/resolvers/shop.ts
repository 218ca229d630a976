import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { metafieldFields } from './metafield.js';
import { shopPolicySource, type ShopSource } from './sources.js';
import { SHOP_COUNTRY } from './localization.js';

export function paymentSettings(context: StorefrontContext) {
  return {
    acceptedCardBrands: ['VISA', 'MASTERCARD', 'AMERICAN_EXPRESS'],
    cardVaultUrl: new URL('/checkout/card-vault', context.origin).toString(),
    countryCode: SHOP_COUNTRY,
    currencyCode: 'CAD',
    enabledPresentmentCurrencies: ['CAD'],
    shopifyPaymentsAccountId: null,
    supportedDigitalWallets: [],
  };
}


const policy = (handle: string) => (_source: ShopSource, _args: unknown, context: StorefrontContext) => {
  const record = context.catalog.policyByHandle(handle);
  return record ? shopPolicySource(record) : null;
};

export const shopResolvers: StorefrontResolverMap = {
  Shop: {
    id: () => toGid('Shop', 1),
    name: (_source: ShopSource, _args: unknown, context: StorefrontContext) => context.catalog.shop().name,
    description: (_source: ShopSource, _args: unknown, context: StorefrontContext) => context.text(context.catalog.shop().description) || null,
    moneyFormat: () => '${{amount}}',
    primaryDomain: (_source: ShopSource, _args: unknown, context: StorefrontContext) => {
      const url = new URL(context.catalog.shop().primaryDomainUrl);
      return { host: url.host, url: url.origin, sslEnabled: url.protocol === 'https:' };
    },
    brand: () => ({ shortDescription: null, slogan: null, logo: null, squareLogo: null, coverImage: null, colors: { primary: [], secondary: [] } }),
    privacyPolicy: policy('privacy-policy'),
    refundPolicy: policy('refund-policy'),
    shippingPolicy: policy('shipping-policy'),
    termsOfService: policy('terms-of-service'),
    termsOfSale: policy('terms-of-sale'),
    legalNotice: policy('legal-notice'),
    contactInformation: policy('contact-information'),
    subscriptionPolicy: () => null,
    paymentSettings: (_source: ShopSource, _args: unknown, context: StorefrontContext) => paymentSettings(context),
    shipsToCountries: () => [SHOP_COUNTRY],
    socialLoginProviders: () => [],
    customerAccountUrl: (_source: ShopSource, _args: unknown, context: StorefrontContext) => new URL('/account', context.origin).toString(),
    customerAccountTranslations: () => null,
    shopPayInstallmentsPricing: () => null,
    ...metafieldFields('SHOP', (source: ShopSource, context: StorefrontContext) => ({
      records: context.catalog.shop().metafields,
      owner: { source, key: 'Shop/1', updatedAt: '2024-01-01T00:00:00Z' },
    })),
  },
};
