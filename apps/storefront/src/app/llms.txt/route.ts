import { buildLlmsTxt } from '@/lib/agents/llms-txt';

/** llmstxt.org: what the store sells and how agents shop it, in English and French. */
export async function GET() {
  return new Response(await buildLlmsTxt(), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=600, stale-while-revalidate=3600',
    },
  });
}
