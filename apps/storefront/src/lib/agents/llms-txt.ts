import 'server-only';
import type { LlmsLanguageSection } from '@/domain/agents/llms-text';
import { llmsText } from '@/domain/agents/llms-text';
import { collectionHandleOf } from '@/domain/navigation/menu-links';
import { routing, toProviderLanguage, type Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/config/env';
import { getPolicy, POLICY_HANDLES } from '@/lib/shopify/content-pages';
import { getMainMenu } from '@/lib/shopify/menu';
import { agentsTranslator } from './agents-messages';
import { storePageUrl } from './page-urls';
import { logger } from '@/lib/observability/logger';

const MAX_COLLECTIONS_PER_DEPARTMENT = 12;

/** The main menu's departments and their collections, from the cached menu read the header uses. */
async function departments(locale: Locale): Promise<LlmsLanguageSection['departments']> {
  const menu = await getMainMenu(locale).catch((error: unknown) => {
    logger().error({ err: error }, 'llms.txt: menu unavailable');
    return null;
  });
  const collectionUrl = (href: string) => {
    const handle = collectionHandleOf(href);
    return handle ? storePageUrl(locale, `/collections/${handle}`) : null;
  };
  return (menu?.items ?? []).flatMap((item) => {
    const url = collectionUrl(item.href);
    if (!url) return [];
    const collections = item.items
      .flatMap((child) => [child, ...child.items])
      .flatMap((child) => {
        const childUrl = collectionUrl(child.href);
        return childUrl ? [{ title: child.title, url: childUrl }] : [];
      })
      .slice(0, MAX_COLLECTIONS_PER_DEPARTMENT);
    return [{ title: item.title, url, collections }];
  });
}

async function policies(locale: Locale): Promise<LlmsLanguageSection['policies']> {
  const found = await Promise.all(POLICY_HANDLES.map((handle) => getPolicy(handle, locale).catch(() => null)));
  return found.flatMap((policy) => (policy ? [{ title: policy.title, url: storePageUrl(locale, `/policies/${policy.handle}`) }] : []));
}

/** /llms.txt in every language of the store, from the cached menu and policy reads and the store's settings. */
export async function buildLlmsTxt(): Promise<string> {
  const env = getEnv();
  const site = env.SITE_URL.replace(/\/$/, '');
  const languages = await Promise.all(
    routing.locales.map(async (locale): Promise<LlmsLanguageSection> => ({
      code: toProviderLanguage(locale),
      t: agentsTranslator(locale, 'llmsTxt'),
      departments: await departments(locale),
      policies: await policies(locale),
      searchUrl: `${storePageUrl(locale, '/search')}?q=`,
    })),
  );
  return llmsText({
    storeName: env.STORE_NAME,
    mcpUrl: `${site}/api/mcp`,
    storefrontApiUrl: `${site}/api/${env.SHOPIFY_API_VERSION}/graphql.json`,
    sitemapUrl: `${site}/sitemap.xml`,
    languages,
  });
}
