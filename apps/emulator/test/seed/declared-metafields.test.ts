import { METAFIELDS, findMetafield, type MetafieldOwnerType } from '@maple/shop-model/metafields';
import { describe, expect, it } from 'vitest';
import type { MetafieldRecord } from '../../src/catalog/model.js';
import { defaultSeed } from './fixture.js';

describe('the seed follows the store\u2019s declared data model (@maple/shop-model)', () => {
  const seed = defaultSeed();

  it('holds exactly the declared metafield definitions, with their types and access', () => {
    const seeded = seed.metafieldDefinitions.map(({ ownerType, namespace, key, type, access, validations }) => ({ ownerType, namespace, key, type, access, validations }));
    const declared = METAFIELDS.map(({ ownerType, namespace, key, type, storefront, customerAccount, validations }) => ({
      ownerType,
      namespace,
      key,
      type,
      access: { storefront, customerAccount },
      validations,
    }));
    expect(seeded).toEqual(declared);
  });

  it('gives every metafield it holds a declared definition of the same type', () => {
    const owned: [MetafieldOwnerType, string, readonly MetafieldRecord[]][] = [
      ['SHOP', 'shop', seed.shop.metafields],
      ...seed.products.map((product): [MetafieldOwnerType, string, readonly MetafieldRecord[]] => ['PRODUCT', product.handle, product.metafields]),
      ...seed.products.flatMap((product) =>
        product.variants.map((variant): [MetafieldOwnerType, string, readonly MetafieldRecord[]] => ['PRODUCTVARIANT', `${product.handle} ${variant.id}`, variant.metafields]),
      ),
      ...seed.collections.map((collection): [MetafieldOwnerType, string, readonly MetafieldRecord[]] => ['COLLECTION', collection.handle, collection.metafields]),
      ...seed.customers.map((customer): [MetafieldOwnerType, string, readonly MetafieldRecord[]] => ['CUSTOMER', customer.email, customer.metafields]),
    ];
    const wrong = new Set<string>();
    for (const [ownerType, owner, records] of owned) {
      for (const record of records) {
        const declared = findMetafield(ownerType, record.namespace, record.key);
        if (!declared) wrong.add(`${ownerType} ${record.namespace}.${record.key} (first on ${owner}) is not declared`);
        else if (declared.type !== record.type) wrong.add(`${ownerType} ${record.namespace}.${record.key} is ${record.type} on ${owner}, declared ${declared.type}`);
      }
    }
    expect([...wrong]).toEqual([]);
  });
});
