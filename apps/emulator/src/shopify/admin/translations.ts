import { createHash } from 'node:crypto';
import type { Localized, ProductRecord } from '../../catalog/model.js';
import { numericId } from '../gid.js';
import type { AdminContext, AdminResolvers } from './admin-context.js';

/** A product's translatable fields, by Shopify's translation keys. */
const PRODUCT_KEYS = {
  title: { field: 'title', type: 'SINGLE_LINE_TEXT_FIELD' },
  body_html: { field: 'descriptionHtml', type: 'HTML' },
  product_type: { field: 'productType', type: 'SINGLE_LINE_TEXT_FIELD' },
} as const satisfies Record<string, { field: keyof ProductRecord; type: string }>;

type TranslationKey = keyof typeof PRODUCT_KEYS;

/** The shop's primary locale holds the source texts; French is its one other published locale. */
const PRIMARY_LOCALE = 'en';
const TRANSLATED_LOCALE = 'fr';

const digestOf = (value: string) => createHash('sha256').update(value).digest('hex');
const isKey = (key: string): key is TranslationKey => Object.hasOwn(PRODUCT_KEYS, key);
const textOf = (product: ProductRecord, key: TranslationKey): Localized => product[PRODUCT_KEYS[key].field];

interface ResourceSource {
  resourceId: string;
  product: ProductRecord;
}

function productOf(resourceId: string, context: AdminContext): ProductRecord | undefined {
  const id = numericId(resourceId, 'Product');
  return id === null ? undefined : context.catalog.productById(id, { includeDrafts: true });
}

/** The French texts that differ from the source, as Shopify lists a resource's translations. */
export function productTranslations(product: ProductRecord, locale: string) {
  if (locale !== TRANSLATED_LOCALE) return [];
  return (Object.keys(PRODUCT_KEYS) as TranslationKey[])
    .filter((key) => textOf(product, key).fr !== '' && textOf(product, key).fr !== textOf(product, key).en)
    .map((key) => ({ key, value: textOf(product, key).fr, locale, outdated: false, updatedAt: product.updatedAt }));
}

export function translatableResource(_root: unknown, args: { resourceId: string }, context: AdminContext): ResourceSource | null {
  const product = productOf(args.resourceId, context);
  return product ? { resourceId: args.resourceId, product } : null;
}

export const translatableResourceResolvers: AdminResolvers<'TranslatableResource'> = {
  resourceId: (source: ResourceSource) => source.resourceId,
  translatableContent: (source: ResourceSource) =>
    (Object.keys(PRODUCT_KEYS) as TranslationKey[]).map((key) => {
      const value = textOf(source.product, key).en;
      return { key, value, digest: digestOf(value), locale: PRIMARY_LOCALE, type: PRODUCT_KEYS[key].type };
    }),
  translations: (source: ResourceSource, args: { locale: string }) => productTranslations(source.product, args.locale),
};

interface TranslationInput {
  locale: string;
  key: string;
  value: string;
  translatableContentDigest: string;
}

/** translationsRegister for products: all or nothing, each translation checked against the source's digest. */
export function translationsRegister(_root: unknown, args: { resourceId: string; translations: TranslationInput[] }, context: AdminContext) {
  const product = productOf(args.resourceId, context);
  if (!product) {
    return { translations: null, userErrors: [{ field: ['resourceId'], message: `Resource ${args.resourceId} does not exist`, code: 'RESOURCE_NOT_FOUND' }] };
  }
  const userErrors = args.translations.flatMap((translation, index) => {
    const at = (name: string) => ['translations', String(index), name];
    if (translation.locale !== TRANSLATED_LOCALE) {
      return [{ field: at('locale'), message: `Locale ${translation.locale} is not a translation locale of this shop`, code: 'INVALID_LOCALE_FOR_SHOP' }];
    }
    if (!isKey(translation.key)) return [{ field: at('key'), message: `Key ${translation.key} is not a valid translatable field`, code: 'INVALID_KEY_FOR_MODEL' }];
    if (translation.value.trim() === '') return [{ field: at('value'), message: "Value can't be blank", code: 'BLANK' }];
    if (translation.translatableContentDigest !== digestOf(textOf(product, translation.key).en)) {
      return [{ field: at('translatableContentDigest'), message: 'Translatable content hash is invalid', code: 'INVALID_TRANSLATABLE_CONTENT' }];
    }
    return [];
  });
  if (userErrors.length) return { translations: null, userErrors };
  const updatedAt = context.now().toISOString();
  context.catalog.updateProduct(product.id, (current) => {
    const next: ProductRecord = { ...current, updatedAt };
    for (const translation of args.translations) {
      const field = PRODUCT_KEYS[translation.key as TranslationKey].field;
      next[field] = { ...current[field], fr: translation.value };
    }
    return next;
  });
  return {
    translations: args.translations.map((translation) => ({ key: translation.key, value: translation.value, locale: translation.locale, outdated: false, updatedAt })),
    userErrors: [],
  };
}
