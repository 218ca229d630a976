import { IdAllocator } from './ids.js';
import { CodeRegistry } from './products/codes.js';
import { NameRegistry } from './products/naming.js';
import { FilterRegistry } from './products/filters.js';
import { Random } from './random.js';

/** State shared by the seed's modules while one catalogue is generated. */
export interface BuildContext {
  random: Random;
  ids: IdAllocator;
  names: NameRegistry;
  filters: FilterRegistry;
  referenceDate: Date;
  /** The storefront's origin (ShopRecord.primaryDomainUrl), without a trailing slash. */
  storefrontUrl: string;
  codes: CodeRegistry;
}

export function createBuildContext(options: { seed: number; referenceDate: Date; storefrontUrl: string }): BuildContext {
  const ids = new IdAllocator();
  return {
    random: new Random(options.seed),
    ids,
    names: new NameRegistry(),
    filters: new FilterRegistry(ids, options.referenceDate),
    referenceDate: options.referenceDate,
    storefrontUrl: options.storefrontUrl.replace(/\/+$/, ''),
    codes: new CodeRegistry(),
  };
}
