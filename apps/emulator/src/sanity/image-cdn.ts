import type { FastifyInstance } from 'fastify';
import { publicImagePath } from '../images/shopify-files.js';
import type { ContentStore } from './content-store.js';
import { DRAWING_SOURCE, SANITY_IMAGES_PREFIX } from './image-assets.js';

const FILE = /^([0-9a-f]{40})-(\d+)x(\d+)\.([a-z0-9]+)$/;

/** Sanity's image parameters as the drawing server's (Shopify's): w/h → width/height, fm or auto=format → format. */
function drawingQuery(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  if (query.w) params.set('width', query.w);
  if (query.h) params.set('height', query.h);
  const format = query.fm ?? (query.auto === 'format' ? 'webp' : undefined);
  if (format === 'webp' || format === 'jpg') params.set('format', format);
  return params.toString();
}

/**
 * Sanity's image CDN path, /images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}, for the seeded drawing
 * assets: the asset is looked up by its id and the request sent to the drawing it names.
 */
export function registerImageCdn(app: FastifyInstance, store: ContentStore): void {
  app.get<{ Params: { projectId: string; dataset: string; file: string }; Querystring: Record<string, string | undefined> }>(
    `${SANITY_IMAGES_PREFIX}:projectId/:dataset/:file`,
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      const asset = match ? store.byId(`image-${match[1]}-${match[2]}x${match[3]}-${match[4]}`) : undefined;
      const source = asset?.source as { name?: string; id?: string } | undefined;
      if (source?.name !== DRAWING_SOURCE || !source.id) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      const query = drawingQuery(request.query);
      const target = publicImagePath(source.id);
      return reply.header('Cache-Control', 'public, max-age=31536000, immutable').redirect(query ? `${target}&${query}` : target, 302);
    },
  );
}
