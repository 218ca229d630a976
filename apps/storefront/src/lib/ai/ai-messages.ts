import { createTranslator } from 'next-intl';
import en from '../../../messages/en/ai.json';
import fr from '../../../messages/fr/ai.json';
import type { Locale } from '@/i18n/routing';

const MESSAGES = { en, fr } as const;

/** The assistant's own texts on the server (greeting, stream error), from messages/{locale}/ai.json. */
export function aiTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'maestro' });
}

/** Texts only the server says (maestroServer), kept out of the messages every page sends to browsers. */
export function aiServerTranslator(locale: Locale) {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: 'maestroServer' });
}
