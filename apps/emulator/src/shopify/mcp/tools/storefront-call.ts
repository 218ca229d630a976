import type { ToolContext } from './tool.js';
import { ToolInputError } from './tool.js';

/**
 * Runs a Storefront document for a tool. Errors that come from the arguments (a variable GraphQL
 * refuses: a country code it does not know, a malformed filter) become ToolInputError for the agent;
 * any other error is the emulator's own and is thrown as is.
 */
export async function storefrontData<T>(context: ToolContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const result = await context.storefront.run(query, variables, context.origin);
  if (result.errors?.length) {
    const messages = result.errors.map((error) => error.message);
    if (!result.data || result.errors.some((error) => /Variable "\$/.test(error.message))) throw new ToolInputError(messages.join('; '));
  }
  return result.data as T;
}
