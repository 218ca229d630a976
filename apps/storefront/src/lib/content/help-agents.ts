import 'server-only';
import { defineQuery } from 'groq';
import { cacheFor } from '@/lib/cache/cache-policy';
import { contentQuery } from '@/lib/content/client';
import { logger } from '@/lib/observability/logger';

/** A help agent from the content service (PDP-20). */
export interface HelpAgent {
  id: string;
  name: string;
  imageUrl: string | null;
}

/** At most 6 agents are shown (PDP-20). */
const MAX_HELP_AGENTS = 6;

const AGENTS_QUERY = defineQuery(`
  *[_type == "agents" && defined(name)] | order(order asc, name asc)[0...$limit] {
    "id": _id,
    name,
    "imageUrl": agentImageUrl.asset->url
  }
`);

/** The help agents shown on product pages; a content outage shows none rather than failing the page. */
export async function getHelpAgents(): Promise<HelpAgent[]> {
  try {
    const agents = await contentQuery(AGENTS_QUERY, {
      params: { limit: MAX_HELP_AGENTS },
      cache: cacheFor('helpAgents'),
    });
    return agents.slice(0, MAX_HELP_AGENTS);
  } catch (error) {
    logger().error({ err: error }, 'Help agents unavailable');
    return [];
  }
}
