/**
 * Numbers for facet values (per facet kind: product type, vendor, tag, option, metafield), so facet
 * counting is array arithmetic instead of string-keyed map updates over thousands of products.
 */
class FacetDictionary {
  private readonly codes = new Map<string, number>();
  private readonly values: string[] = [];
  private readonly kinds = new Map<string, number[]>();

  /** The code of a value of a facet kind, assigned on first sight. */
  code(kind: string, value: string): number {
    const key = `${kind}\u0000${value}`;
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(key, code);
      this.values.push(value);
      const list = this.kinds.get(kind) ?? [];
      list.push(code);
      this.kinds.set(kind, list);
    }
    return code;
  }

  get size(): number {
    return this.values.length;
  }

  value(code: number): string {
    return this.values[code]!;
  }

  codesOf(kind: string): readonly number[] {
    return this.kinds.get(kind) ?? [];
  }
}

// One dictionary for the process: it only grows with the catalogue's distinct values.
export const facetDictionary = new FacetDictionary();
