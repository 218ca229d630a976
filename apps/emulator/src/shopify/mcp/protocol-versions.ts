/** MCP protocol revisions this server speaks, newest first (the Streamable HTTP transport is the same in each). */
export const PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'] as const;

/** The version to answer an initialize with: the client's when supported, else our newest (the client then decides). */
export function negotiateVersion(requested: unknown): string {
  return typeof requested === 'string' && (PROTOCOL_VERSIONS as readonly string[]).includes(requested) ? requested : PROTOCOL_VERSIONS[0];
}

/** A MCP-Protocol-Version header this server can serve (absent means 2025-03-26, per the MCP specification). */
export function isSupportedVersionHeader(value: string | undefined): boolean {
  return value === undefined || (PROTOCOL_VERSIONS as readonly string[]).includes(value);
}
