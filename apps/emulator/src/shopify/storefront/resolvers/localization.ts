import type { Language } from '../../../catalog/model.js';
import { toGid } from '../../gid.js';
import type { StorefrontContext, StorefrontResolverMap } from '../storefront-context.js';
import { metafieldFields } from './metafield.js';

/** The shop sells in Canada, in English and French. */
export const SHOP_COUNTRY = 'CA';
export const SHOP_LANGUAGES: Language[] = ['EN', 'FR'];

const locale = (language: Language) => language.toLowerCase();

function languageObject(isoCode: Language, context: StorefrontContext) {
  return {
    isoCode,
    name: new Intl.DisplayNames([locale(context.language)], { type: 'language' }).of(locale(isoCode)) ?? isoCode,
    endonymName: new Intl.DisplayNames([locale(isoCode)], { type: 'language' }).of(locale(isoCode)) ?? isoCode,
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function countryObject(isoCode: string, context: StorefrontContext) {
  const displayLocale = locale(context.language);
  return {
    isoCode,
    name: new Intl.DisplayNames([displayLocale], { type: 'region' }).of(isoCode) ?? isoCode,
    unitSystem: isoCode === 'US' ? 'IMPERIAL_SYSTEM' : 'METRIC_SYSTEM',
    currency: {
      isoCode: 'CAD',
      name: capitalise(new Intl.DisplayNames([displayLocale], { type: 'currency' }).of('CAD') ?? 'Canadian Dollar'),
      symbol: '$',
    },
    defaultLanguage: languageObject('EN', context),
    availableLanguages: SHOP_LANGUAGES.map((language) => languageObject(language, context)),
    market: MARKET,
  };
}

const MARKET = { __typename: 'Market', id: toGid('Market', 1), handle: 'ca' };

export const localizationResolvers: StorefrontResolverMap = {
  Localization: {
    country: (_source: unknown, _args: unknown, context: StorefrontContext) => countryObject(context.country, context),
    language: (_source: unknown, _args: unknown, context: StorefrontContext) => languageObject(context.language, context),
    availableCountries: (_source: unknown, _args: unknown, context: StorefrontContext) => [countryObject(SHOP_COUNTRY, context)],
    availableLanguages: (_source: unknown, _args: unknown, context: StorefrontContext) => SHOP_LANGUAGES.map((language) => languageObject(language, context)),
    market: () => MARKET,
  },
  Market: {
    ...metafieldFields('MARKET', (source: typeof MARKET) => ({ records: [], owner: { source: { __typename: 'Shop' }, key: source.id, updatedAt: '2024-01-01T00:00:00Z' } })),
  },
};
