import type { FastifyInstance } from 'fastify';
import { escapeHtml } from './oidc/page-layout.js';

/** GET /customer/avatars/{initials}.svg: the image a Customer's imageUrl points to (initials on the store's red). */
export function registerAvatarRoute(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>('/customer/avatars/:file', async (request, reply) => {
    const match = /^([\p{L}\p{N}]{1,3})\.svg$/u.exec(request.params.file);
    if (!match) return reply.status(404).send({ errors: 'Not Found' });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeHtml(match[1]!)}">
<circle cx="48" cy="48" r="48" fill="#ca0100"/>
<text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle">${escapeHtml(match[1]!)}</text>
</svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
