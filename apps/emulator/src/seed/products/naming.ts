import type { Random } from '../random.js';
import { slugify } from '../text.js';

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ';

/** Later generations of a model when the plain name is taken. */
const GENERATIONS = [' MkII', ' MkIII', ' Gen 2', ' Gen 3', ' Pro', ' Plus', ' SE', ' X', ' Studio', ' Live', ' Max', ' Mini', ' Tour', ' Special Edition'];

/** Fills a line's model pattern: {n}, {nn}… digits, {L} a capital letter, {token} a fact. */
export function fillModel(pattern: string, tokens: Record<string, string | number>, random: Random): string {
  return pattern.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (/^n+$/.test(name)) {
      const digits = name.length;
      return String(random.int(digits === 1 ? 1 : 10 ** (digits - 1), 10 ** digits - 1));
    }
    if (name === 'L') return random.pick(LETTERS.split(''));
    const token = tokens[name];
    if (token === undefined) throw new Error(`Model pattern "${pattern}" uses {${name}}, which the family does not provide`);
    return String(token);
  });
}

/** Keeps brand + model names and handles unique across the catalogue. */
export class NameRegistry {
  private readonly handles = new Set<string>();

  /** Reserves a handle that is not a product (collections share nothing with products, but specials do). */
  reserve(handle: string): void {
    this.handles.add(handle);
  }

  has(handle: string): boolean {
    return this.handles.has(handle);
  }

  /**
   * A unique model name for a brand: redraws the pattern a few times, then appends generations
   * (MkII, Gen 2…), then a number, so every product gets its own handle.
   */
  claim(brandName: string, draw: () => string, classics: readonly string[] = []): { model: string; handle: string } {
    for (const classic of classics) {
      const claimed = this.tryClaim(brandName, classic);
      if (claimed) return claimed;
    }
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const claimed = this.tryClaim(brandName, draw());
      if (claimed) return claimed;
    }
    const base = draw();
    for (const generation of GENERATIONS) {
      // "308 MkII" does not become "308 MkII MkII".
      if (base.split(' ').includes(generation.trim())) continue;
      const claimed = this.tryClaim(brandName, base + generation);
      if (claimed) return claimed;
    }
    for (let version = 2; ; version += 1) {
      const claimed = this.tryClaim(brandName, `${base} v${version}`);
      if (claimed) return claimed;
    }
  }

  private tryClaim(brandName: string, model: string): { model: string; handle: string } | null {
    const handle = slugify(`${brandName} ${model}`);
    if (this.handles.has(handle)) return null;
    this.handles.add(handle);
    return { model, handle };
  }
}
