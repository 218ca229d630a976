import { escapeMarkdown } from './markdown-text';
import type { Translate } from './product-markdown';

interface LinkEntry {
  title: string;
  url: string;
}

export interface LlmsLanguageSection {
  /** The provider's language code agents pass to the tools (EN, FR). */
  code: string;
  t: Translate;
  /** The catalogue's departments, each with its collections. */
  departments: (LinkEntry & { collections: LinkEntry[] })[];
  policies: LinkEntry[];
  searchUrl: string;
}

export interface LlmsText {
  storeName: string;
  mcpUrl: string;
  storefrontApiUrl: string;
  sitemapUrl: string;
  languages: LlmsLanguageSection[];
}

const link = (entry: LinkEntry) => `[${escapeMarkdown(entry.title)}](${entry.url})`;

/**
 * /llms.txt (llmstxt.org): what the store sells and how an agent shops it, in each of its languages:
 * the MCP endpoint and the tools' flow, Markdown pages, search, the catalogue's departments and
 * collections, and the policies.
 */
export function llmsText(input: LlmsText): string {
  const summaries = input.languages.map((language) => `> ${language.t('summary')}`);
  const sections = input.languages.flatMap((language) => {
    const { t } = language;
    return [
      `## ${t('agentsHeading')}`,
      '',
      `- ${t('mcp', { url: input.mcpUrl })}`,
      `- ${t('flow')}`,
      `- ${t('language_argument', { code: language.code, language: t('language') })}`,
      `- ${t('policies')}`,
      `- ${t('markdown')}`,
      `- ${t('search', { url: language.searchUrl })}`,
      `- ${t('storefrontApi', { url: input.storefrontApiUrl })}`,
      '',
      `## ${t('collectionsHeading')}`,
      '',
      ...language.departments.map((department) =>
        department.collections.length ? `- ${link(department)}: ${department.collections.map(link).join(', ')}` : `- ${link(department)}`,
      ),
      '',
      `## ${t('policiesHeading')}`,
      '',
      ...language.policies.map((policy) => `- ${link(policy)}`),
      '',
    ];
  });
  return [
    `# ${escapeMarkdown(input.storeName)}`,
    '',
    ...summaries.flatMap((summary) => [summary, '>']).slice(0, -1),
    '',
    ...sections,
    `## Sitemap`,
    '',
    `- ${input.sitemapUrl}`,
    '',
  ].join('\n');
}
