import 'server-only';
import { defineQuery } from 'groq';
import type { Locale } from '@/i18n/routing';
import { cacheFor } from '@/lib/cache/cache-policy';
import { contentQuery } from './client';
import { logger } from '@/lib/observability/logger';

interface HelpAgentCard {
  id: string;
  name: string;
  imageUrl: string | null;
}

export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

/** The help centre settings (CONT-42) with the FAQ and the store's opening hours. */
export interface HelpCenterContent {
  chatWidgetStatus: 'online' | 'offline' | null;
  helpCenterSchedule: string[];
  storeSchedule: string[];
  faq: FaqEntry[];
  agents: HelpAgentCard[];
}

const HELP_CENTER_QUERY = defineQuery(`{
  "settings": *[_type == "helpCenter"][0] {
    chatWidgetStatus,
    "helpCenterSchedule": coalesce(select($lang == "fr" => helpCenterSchedule.fr), helpCenterSchedule.en, []),
    "storeSchedule": coalesce(select($lang == "fr" => storeSchedule.fr), storeSchedule.en, [])
  },
  "faq": *[_type == "faq"] | order(order asc) {
    "id": _id,
    "question": coalesce(select($lang == "fr" => question.fr), question.en, ""),
    "answer": coalesce(select($lang == "fr" => answer.fr), answer.en, "")
  },
  "agents": *[_type == "agents" && defined(name)] | order(order asc)[0...6] { "id": _id, name, "imageUrl": agentImageUrl.asset->url }
}`);

interface RawHelpCenter {
  settings: { chatWidgetStatus: string | null; helpCenterSchedule: string[] | string; storeSchedule: string[] | string } | null;
  faq: FaqEntry[];
  agents?: HelpAgentCard[];
}

const lines = (value: string[] | string | undefined): string[] =>
  (Array.isArray(value) ? value : (value ?? '').split('\n')).map((line) => line.trim()).filter(Boolean);

function toHelpCenter(raw: RawHelpCenter): HelpCenterContent {
  const status = raw.settings?.chatWidgetStatus?.toLowerCase();
  return {
    chatWidgetStatus: status === 'online' || status === 'offline' ? status : null,
    helpCenterSchedule: lines(raw.settings?.helpCenterSchedule),
    storeSchedule: lines(raw.settings?.storeSchedule),
    faq: raw.faq.filter((entry) => entry.question && entry.answer),
    agents: raw.agents ?? [],
  };
}

/** Help-centre content; an outage answers empty lists (the page still shows contact details). */
export async function getHelpCenterContent(locale: Locale): Promise<HelpCenterContent> {
  try {
    return toHelpCenter(await contentQuery(HELP_CENTER_QUERY, { locale, cache: cacheFor('helpCenter') }));
  } catch (error) {
    logger().error({ err: error }, 'Help centre content unavailable');
    return { chatWidgetStatus: null, helpCenterSchedule: [], storeSchedule: [], faq: [], agents: [] };
  }
}
