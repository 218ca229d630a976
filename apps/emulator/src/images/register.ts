import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from '../context.js';
import { ImageCache } from './image-cache.js';
import { IMAGE_PREFIX, parseImagePath } from './image-path.js';
import type { RenderedImage } from './render.js';
import { drawingPath, publicImagePath, SHOP_FILES_PREFIX } from './shopify-files.js';
import { parseTransform } from './transform.js';

/** Changes when drawings change, so browsers never keep an image drawn by an older renderer. */
const RENDERER_VERSION = 'maple-images-2';
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
// Long enough after listening that the first requests never wait behind the warm-up.
const WARM_UP_DELAY_MS = 1000;

// sharp, librsvg and every drawing load with the first image rather than at start-up.
let renderer: Promise<typeof import('./render.js')> | undefined;
const renderImage: (typeof import('./render.js'))['renderImage'] = async (spec, transform) => {
  renderer ??= import('./render.js');
  return (await renderer).renderImage(spec, transform);
};

/**
 * GET /s/files/1/…/files/<name>: real raster images drawn from the name alone (kind, drawing, colour,
 * size, text), resized like Shopify's CDN (?width=&height=&crop=), cached in memory and by browsers.
 * The paths of earlier versions, /cdn/images/*, redirect there (content saved with them keeps working).
 */
export function registerImages(app: FastifyInstance, context: Pick<EmulatorContext, 'faults'>): void {
  const cache = new ImageCache();
  const inFlight = new Map<string, Promise<RenderedImage | null>>();
  // Loads the renderer, librsvg and the fonts once after start-up, so the first product image is not the slow one.
  const warmUp = parseImagePath(`${IMAGE_PREFIX}product/speaker/26272b/64x64/Maple~Warm-up.jpg`);
  app.addHook('onListen', () => {
    if (warmUp) setTimeout(() => void renderImage(warmUp, {}).catch(() => undefined), WARM_UP_DELAY_MS).unref();
  });
  app.get(`${IMAGE_PREFIX}*`, async (request, reply) => {
    const [path, query] = request.url.split('?') as [string, string | undefined];
    const target = publicImagePath(path);
    const extra = query?.split('&').filter((pair) => pair && !pair.startsWith('v=')).join('&');
    return reply.redirect(extra ? `${target}&${extra}` : target, 301);
  });
  app.get(`${SHOP_FILES_PREFIX}:name`, async (request, reply) => {
    // The name as written in the URL: labels carry their own percent-encoding (image-path.ts).
    const path = drawingPath(request.url.split('?')[0]!.slice(SHOP_FILES_PREFIX.length));
    if (!path) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    const kind = path.slice(IMAGE_PREFIX.length).split('/')[0] ?? '';
    if (await context.faults.enact('images', [kind], reply)) return;
    const spec = parseImagePath(path);
    if (!spec) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
    const parsed = parseTransform(request.query as Record<string, unknown>);
    if (!parsed.ok) return reply.status(400).type('text/plain; charset=utf-8').send(`Bad Request: ${parsed.message}`);
    const { width, height, crop, format } = parsed.transform;
    const key = `${path}|${width ?? ''}|${height ?? ''}|${crop ?? ''}|${format ?? ''}`;
    const etag = `"${createHash('sha1').update(`${RENDERER_VERSION}|${key}`).digest('base64url')}"`;
    reply.header('Cache-Control', CACHE_CONTROL).header('ETag', etag).header('Access-Control-Allow-Origin', '*');
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
    let image = cache.get(key);
    if (!image) {
      // Concurrent requests for one image (a page's srcset, several tabs) share a single render.
      let rendering = inFlight.get(key);
      if (!rendering) {
        rendering = renderImage(spec, parsed.transform).finally(() => inFlight.delete(key));
        inFlight.set(key, rendering);
      }
      const rendered = await rendering;
      if (!rendered) return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
      image = rendered;
      cache.set(key, image);
    }
    return reply.type(image.contentType).send(image.body);
  });
}

/** If-None-Match may list several tags, possibly weak (W/"..."). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}
