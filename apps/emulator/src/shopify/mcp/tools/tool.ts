import type { ContentStore } from '../../../sanity/content-store.js';
import type { StorefrontExecutor } from '../../storefront/register.js';

/** What a tool runs against: the emulator's own Storefront API (catalogue and carts) and its content. */
export interface ToolContext {
  storefront: StorefrontExecutor;
  content: ContentStore;
  /** The origin the request came to, for absolute checkout and image URLs, as the Storefront API gives them. */
  origin: string;
}

/** An MCP tool as tools/list describes it, with the code that runs it. */
export interface McpTool {
  name: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, unknown>; required?: string[] };
  /** The tool's answer, as Shopify's tools give it: one JSON value, sent as a text content block. */
  run(args: Record<string, unknown>, context: ToolContext): Promise<unknown>;
}

/**
 * Arguments a tool cannot use (a wrong type, an unknown id format): answered as a tool execution error
 * (`isError: true`) with this message, so the agent's model can read it and call again (MCP 2025-11-25).
 */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}
