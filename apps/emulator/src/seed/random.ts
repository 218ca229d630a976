/** FNV-1a: a stable 32-bit hash, so labels can derive independent random streams. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A seeded pseudo-random generator (sfc32): the seed's only source of chance, so the same options
 * always produce the same catalogue. `fork` derives an independent stream per label, which keeps
 * one product's draws from shifting every product generated after it.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(private readonly seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let warmUp = 0; warmUp < 12; warmUp += 1) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('Random.pick needs at least one item');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = Math.floor(this.next() * (index + 1));
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy;
  }

  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const wanted = Math.min(Math.max(0, count), items.length);
    if (wanted * 4 > items.length) return this.shuffle(items).slice(0, wanted);
    // Few items from a long list: draw indexes instead of shuffling the whole list.
    const chosen = new Set<number>();
    const result: T[] = [];
    while (result.length < wanted) {
      const index = Math.floor(this.next() * items.length);
      if (chosen.has(index)) continue;
      chosen.add(index);
      result.push(items[index]!);
    }
    return result;
  }

  /** One item, chosen with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let threshold = this.next() * total;
    for (const [item, weight] of entries) {
      threshold -= weight;
      if (threshold < 0) return item;
    }
    return entries[entries.length - 1]![0];
  }

  /** An independent stream for a label (a product index, a module name). */
  fork(...labels: (string | number)[]): Random {
    return new Random(hashString(`${this.seed}:${labels.join(':')}`));
  }
}
