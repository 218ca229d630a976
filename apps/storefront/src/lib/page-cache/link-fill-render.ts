import 'server-only';
import { renderTagSet } from '@/lib/cache/render-tag-set';
import { linkRenderTags } from '@/lib/cache/render-tags';
import { fillRenderId } from './fill-request';

/**
 * Called by the layout: when this request is the page cache rendering a page, this render's tag set
 * is linked to its render id, so the page is stored with the tags of every read that rendered it.
 */
export function linkFillRender(requestHeaders: Headers): void {
  const renderId = fillRenderId(requestHeaders);
  if (renderId) linkRenderTags(renderId, renderTagSet());
}
