/** Record kinds with their own id sequence (ids are unique per kind, as in Shopify). */
export type IdKind =
  | 'product'
  | 'variant'
  | 'image'
  | 'option'
  | 'collection'
  | 'metaobject'
  | 'menu'
  | 'menuItem'
  | 'page'
  | 'policy'
  | 'customer'
  | 'address'
  | 'order'
  | 'orderLine';

/** Hands out sequential ids per kind, starting at 1. */
export class IdAllocator {
  private readonly counters = new Map<IdKind, number>();

  next(kind: IdKind): number {
    const id = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, id);
    return id;
  }
}
