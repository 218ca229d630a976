import type { CollectionRecord, ProductRecord, PublicationRecord, StorefrontTokenRecord } from './model.js';

/** What one publication holds, as the Storefront API reads it. */
export interface PublishedSet {
  publication: PublicationRecord;
  productIds: ReadonlySet<number>;
  collectionIds: ReadonlySet<number>;
}

/** What a publication publishes: products and collections. */
export type PublishableType = 'Product' | 'Collection';

/** The name of the default storefront when a seed names none: the shop's own headless channel. */
const DEFAULT_PUBLICATION_NAME = 'Maple Audio';

/** A seed without publications: one default storefront that publishes every product and collection. */
export function defaultPublications(products: readonly ProductRecord[], collections: readonly CollectionRecord[]): PublicationRecord[] {
  return [
    {
      id: 1,
      name: DEFAULT_PUBLICATION_NAME,
      autoPublish: true,
      isDefault: true,
      storefrontTokens: [],
      productIds: products.map((product) => product.id),
      collectionIds: collections.map((collection) => collection.id),
    },
  ];
}

/** Publications by id and by token, with their published ids as sets. */
export class PublicationIndex {
  private readonly sets = new Map<number, { publication: PublicationRecord; productIds: Set<number>; collectionIds: Set<number> }>();
  private readonly tokens = new Map<string, number>();
  private readonly defaultId: number;

  constructor(publications: readonly PublicationRecord[]) {
    for (const record of publications) {
      // Its own copy: new products are added to it, never to the seed's record.
      const publication = { ...record, productIds: [...record.productIds], collectionIds: [...record.collectionIds] };
      this.sets.set(publication.id, {
        publication,
        productIds: new Set(publication.productIds),
        collectionIds: new Set(publication.collectionIds),
      });
      for (const token of publication.storefrontTokens) this.tokens.set(tokenKey(token), publication.id);
    }
    const fallback = publications.find((publication) => publication.isDefault) ?? publications[0];
    if (!fallback) throw new Error('The catalogue has no publication');
    this.defaultId = fallback.id;
  }

  /** Every publication, in id order. */
  all(): PublicationRecord[] {
    return [...this.sets.values()].map((entry) => entry.publication).sort((a, b) => a.id - b.id);
  }

  byId(id: number): PublishedSet | undefined {
    return this.sets.get(id);
  }

  /**
   * The publication a Storefront request reads: its token's, else the default storefront's (tokenless
   * access, and any public token the emulator did not issue, so that every client works unconfigured).
   */
  forToken(token: string, access: StorefrontTokenRecord['access']): PublishedSet {
    const id = token ? this.tokens.get(tokenKey({ token, access })) : undefined;
    return this.sets.get(id ?? this.defaultId)!;
  }

  /**
   * Publishes a product or collection to a publication, or withdraws it (the Admin API's
   * publishablePublish/publishableUnpublish); true when that changed what the publication holds.
   */
  setPublished(publicationId: number, type: PublishableType, resourceId: number, published: boolean): boolean {
    const entry = this.sets.get(publicationId);
    if (!entry) return false;
    const [ids, list] = type === 'Product' ? [entry.productIds, entry.publication.productIds] : [entry.collectionIds, entry.publication.collectionIds];
    if (ids.has(resourceId) === published) return false;
    if (published) {
      ids.add(resourceId);
      list.push(resourceId);
    } else {
      ids.delete(resourceId);
      list.splice(list.indexOf(resourceId), 1);
    }
    return true;
  }

  /** A new product joins the publications that publish new products (autoPublish); returns their ids. */
  publishNewProduct(productId: number): number[] {
    const ids: number[] = [];
    for (const entry of this.sets.values()) {
      if (!entry.publication.autoPublish) continue;
      entry.productIds.add(productId);
      entry.publication.productIds.push(productId);
      ids.push(entry.publication.id);
    }
    return ids;
  }
}

const tokenKey = (token: StorefrontTokenRecord) => `${token.access}\u0000${token.token}`;
