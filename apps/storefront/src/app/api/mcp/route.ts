import { handleMcpPost, mcpMethodNotAllowed } from '@/lib/agents/mcp-proxy-handler';

export const POST = handleMcpPost;
export const GET = mcpMethodNotAllowed;
export const DELETE = mcpMethodNotAllowed;
