import type { Random } from '../random.js';
import { upcCheckDigit } from './pricing.js';

/** SKUs and barcodes handed out so far: both are unique across the catalogue. */
export class CodeRegistry {
  private readonly used = new Set<string>();
  /** Next copy number per SKU base, so a repeated base does not probe one number at a time. */
  private readonly copies = new Map<string, number>();

  /** The SKU prefix of a product, e.g. SHU-SM58. */
  static skuBase(brandSlug: string, model: string): string {
    const brandCode = brandSlug.replace(/[^a-z]/g, '').slice(0, 3).toUpperCase();
    return `${brandCode}-${model.replace(/[^A-Za-z0-9]/g, '').toUpperCase().slice(0, 12)}`;
  }

  /** A unique SKU from a product's base and a variant's option codes: SHU-SM58-BLAC. */
  sku(base: string, optionCodes: readonly string[]): string {
    const wanted = optionCodes.length > 0 ? `${base}-${optionCodes.join('-')}` : base;
    let sku = wanted;
    for (let copy = this.copies.get(wanted) ?? 2; this.used.has(sku); copy += 1) {
      sku = `${wanted}-${copy}`;
      this.copies.set(wanted, copy + 1);
    }
    this.used.add(sku);
    return sku;
  }

  /** Records a code chosen elsewhere (the priority-delivery SKU). */
  reserve(code: string): void {
    this.used.add(code);
  }

  /** A valid, unique 12-digit UPC-A. */
  barcode(random: Random): string {
    for (;;) {
      let digits = String(random.pick([0, 6, 7, 8]));
      for (let index = 1; index < 11; index += 1) digits += String(random.int(0, 9));
      const upc = digits + String(upcCheckDigit(digits));
      if (!this.used.has(upc)) {
        this.used.add(upc);
        return upc;
      }
    }
  }
}
