import type { RenderedImage } from './render.js';

/** A bounded least-recently-used cache of rendered images (by entry count and total bytes). */
export class ImageCache {
  private readonly entries = new Map<string, RenderedImage>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 512,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  get(key: string): RenderedImage | undefined {
    const image = this.entries.get(key);
    if (image) {
      // Re-insert so the Map's order keeps the most recently used last.
      this.entries.delete(key);
      this.entries.set(key, image);
    }
    return image;
  }

  set(key: string, image: RenderedImage): void {
    if (image.body.length > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.bytes -= previous.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, image);
    this.bytes += image.body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldest, evicted] = this.entries.entries().next().value as [string, RenderedImage];
      this.entries.delete(oldest);
      this.bytes -= evicted.body.length;
    }
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
