import { createTranslator } from 'next-intl';
import en from '../../../messages/en/agents.json';
import fr from '../../../messages/fr/agents.json';
import type { Locale } from '@/i18n/routing';

const MESSAGES = { en, fr } as const;

/** Texts of what the store serves agents (Markdown pages, llms.txt); server only, never sent to browsers. */
export function agentsTranslator(locale: Locale, namespace: 'agentMarkdown' | 'llmsTxt') {
  const translate = createTranslator({ locale, messages: MESSAGES[locale], namespace });
  return (key: string, values?: Record<string, string | number>) =>
    (translate as (key: string, values?: Record<string, string | number>) => string)(key, values);
}
