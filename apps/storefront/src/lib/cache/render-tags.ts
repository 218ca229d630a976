// Page renders for the page cache report the tags of the reads that rendered them: the page cache
// asks this server for a page with a render id, the layout links that render's tag set to the id,
// every cached read adds its entry's tags to the set, and the page cache takes it once the page is
// complete. A response header cannot carry them: a streamed page has sent its headers long before its last read.

const REGISTRY = Symbol.for('maple.render-tags');
const MAX_AGE_MS = 60_000;
type Holder = { [REGISTRY]?: Map<string, { tags: Set<string>; at: number }> };

function registry() {
  const holder = globalThis as Holder;
  holder[REGISTRY] ??= new Map();
  return holder[REGISTRY];
}

/** Links a render's tag set to the id the page cache gave it (the set fills as the render reads). */
export function linkRenderTags(renderId: string, tags: Set<string>, now = Date.now()): void {
  const renders = registry();
  // Renders whose page never completed (a timeout, an error) are forgotten after a minute.
  for (const [id, render] of renders) {
    if (now - render.at <= MAX_AGE_MS) break;
    renders.delete(id);
  }
  renders.set(renderId, { tags, at: now });
}

/** The tags of a completed render, once: null when no page linked that id. */
export function takeRenderTags(renderId: string): string[] | null {
  const render = registry().get(renderId);
  if (!render) return null;
  registry().delete(renderId);
  return [...render.tags];
}
