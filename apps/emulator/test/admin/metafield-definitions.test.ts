import { describe, expect, it, vi } from 'vitest';
import { useShopServer } from '../shop-setup/shop-server.js';

// Each test makes a few requests to a whole emulator: room for a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const { admin } = useShopServer();

const CREATE = `mutation Create($definition: MetafieldDefinitionInput!) {
  metafieldDefinitionCreate(definition: $definition) {
    createdDefinition { id ownerType namespace key name type { name category } access { storefront customerAccount } validations { name value } metafieldsCount }
    userErrors { field message code elementIndex }
  }
}`;
const SET = `mutation Set($metafields: [MetafieldsSetInput!]!) { metafieldsSet(metafields: $metafields) { metafields { namespace key type value } userErrors { field message code } } }`;

describe('metafieldDefinitionCreate, metafieldDefinitionUpdate and metafieldDefinitions, as Shopify 2026-04 answers them', () => {
  it('creates a definition and lists it', async () => {
    const { metafieldDefinitionCreate } = await admin(CREATE, {
      definition: {
        ownerType: 'PRODUCT',
        namespace: 'custom',
        key: 'finish',
        name: 'Finish',
        type: 'single_line_text_field',
        access: { storefront: 'PUBLIC_READ' },
        validations: [{ name: 'max', value: '40' }],
      },
    });
    expect(metafieldDefinitionCreate.userErrors).toEqual([]);
    expect(metafieldDefinitionCreate.createdDefinition).toMatchObject({
      ownerType: 'PRODUCT',
      namespace: 'custom',
      key: 'finish',
      type: { name: 'single_line_text_field', category: 'TEXT' },
      access: { storefront: 'PUBLIC_READ', customerAccount: 'NONE' },
      validations: [{ name: 'max', value: '40' }],
      metafieldsCount: 0,
    });
    const listed = await admin('{ metafieldDefinitions(ownerType: PRODUCT, namespace: "custom", first: 5) { nodes { key } } }');
    expect(listed.metafieldDefinitions.nodes).toEqual([{ key: 'finish' }]);
  });

  it('answers TAKEN for a second definition of the same owner type, namespace and key', async () => {
    const { metafieldDefinitionCreate } = await admin(CREATE, {
      definition: { ownerType: 'PRODUCT', namespace: 'product', key: 'warehouse_rack', name: 'Rack', type: 'number_integer' },
    });
    expect(metafieldDefinitionCreate).toEqual({
      createdDefinition: null,
      userErrors: [
        {
          field: ['definition', 'key'],
          message: "Key is in use for Product metafields on the 'product' namespace.",
          code: 'TAKEN',
          elementIndex: null,
        },
      ],
    });
  });

  it('answers each invalid field with its code', async () => {
    const { metafieldDefinitionCreate } = await admin(CREATE, {
      definition: { ownerType: 'SHOP', namespace: 'ab', key: 'x', name: ' ', type: 'text' },
    });
    expect(metafieldDefinitionCreate.createdDefinition).toBeNull();
    expect(
      metafieldDefinitionCreate.userErrors.map((error: { code: string; field: string[] }) => [error.code, error.field.join('.')]),
    ).toEqual([
      ['TOO_SHORT', 'definition.namespace'],
      ['TOO_SHORT', 'definition.key'],
      ['PRESENT', 'definition.name'],
      ['INCLUSION', 'definition.type'],
    ]);
    const reserved = await admin(CREATE, {
      definition: { ownerType: 'SHOP', namespace: 'shopify', key: 'thing', name: 'Thing', type: 'list.boolean' },
    });
    expect(reserved.metafieldDefinitionCreate.userErrors.map((error: { code: string }) => error.code)).toEqual([
      'RESERVED_NAMESPACE_KEY',
      'INCLUSION',
    ]);
  });

  it('changes access with metafieldDefinitionUpdate, and answers NOT_FOUND for an unknown definition', async () => {
    const UPDATE = `mutation Update($definition: MetafieldDefinitionUpdateInput!) { metafieldDefinitionUpdate(definition: $definition) { updatedDefinition { key type { name } access { storefront } } userErrors { field message code } } }`;
    const updated = await admin(UPDATE, {
      definition: { ownerType: 'PRODUCT', namespace: 'product', key: 'warehouse_rack', access: { storefront: 'PUBLIC_READ' } },
    });
    expect(updated.metafieldDefinitionUpdate).toEqual({
      updatedDefinition: { key: 'warehouse_rack', type: { name: 'single_line_text_field' }, access: { storefront: 'PUBLIC_READ' } },
      userErrors: [],
    });
    const missing = await admin(UPDATE, { definition: { ownerType: 'COLLECTION', namespace: 'custom', key: 'nothing' } });
    expect(missing.metafieldDefinitionUpdate).toEqual({
      updatedDefinition: null,
      userErrors: [{ field: ['definition'], message: 'Definition not found.', code: 'NOT_FOUND' }],
    });
    await admin(UPDATE, {
      definition: { ownerType: 'PRODUCT', namespace: 'product', key: 'warehouse_rack', access: { storefront: 'NONE' } },
    });
  });
});

describe('metafieldsSet on the shop and the shop’s metafields', () => {
  it('sets a setting, typed by its definition, and reads it back', async () => {
    const { shop } = await admin('{ shop { id metafield(namespace: "settings", key: "popular_products_collection") { value } } }');
    const featured = await admin('{ collectionByIdentifier(identifier: { handle: "featured-products" }) { id handle } }');
    const set = await admin(SET, {
      metafields: [
        { ownerId: shop.id, namespace: 'settings', key: 'popular_products_collection', value: featured.collectionByIdentifier.id },
      ],
    });
    expect(set.metafieldsSet).toEqual({
      metafields: [
        {
          namespace: 'settings',
          key: 'popular_products_collection',
          type: 'collection_reference',
          value: featured.collectionByIdentifier.id,
        },
      ],
      userErrors: [],
    });
    const read = await admin('{ shop { metafields(first: 20, namespace: "settings") { nodes { key value } } } }');
    expect(read.shop.metafields.nodes).toContainEqual({ key: 'popular_products_collection', value: featured.collectionByIdentifier.id });
    await admin(SET, {
      metafields: [{ ownerId: shop.id, namespace: 'settings', key: 'popular_products_collection', value: shop.metafield.value }],
    });
  });

  it('sets nothing when any metafield is invalid: a type other than the definition’s, a reference to nothing, another owner', async () => {
    const { shop } = await admin('{ shop { id } }');
    const set = await admin(SET, {
      metafields: [
        { ownerId: shop.id, namespace: 'settings', key: 'special_order_collection', type: 'single_line_text_field', value: 'x' },
        { ownerId: shop.id, namespace: 'settings', key: 'ship_2_4_weeks_collection', value: 'gid://shopify/Collection/999999' },
        { ownerId: 'gid://shopify/Product/1', namespace: 'custom', key: 'finish', value: 'matte' },
        { ownerId: shop.id, namespace: 'settings', key: 'tariff_surcharge_collection', value: 'gid://shopify/Collection/1' },
      ],
    });
    expect(set.metafieldsSet.metafields).toBeNull();
    expect(set.metafieldsSet.userErrors).toEqual([
      {
        field: ['metafields', '0', 'type'],
        message: "Type must be the same as the definition's type: 'collection_reference'.",
        code: 'INVALID_TYPE',
      },
      { field: ['metafields', '1', 'value'], message: 'Value references a Collection that does not exist.', code: 'INVALID_VALUE' },
      {
        field: ['metafields', '2', 'ownerId'],
        message: "The emulator's metafieldsSet writes the shop's metafields (gid://shopify/Shop/1) only.",
        code: 'INVALID',
      },
    ]);
    const after = await admin('{ shop { metafield(namespace: "settings", key: "tariff_surcharge_collection") { value } } }');
    expect(after.shop.metafield.value).not.toBe('gid://shopify/Collection/1');
  });

  it('lists the token’s access scopes', async () => {
    const { currentAppInstallation } = await admin('{ currentAppInstallation { accessScopes { handle } } }');
    expect(currentAppInstallation.accessScopes.map((scope: { handle: string }) => scope.handle)).toContain('write_products');
  });
});

describe('collectionCreate', () => {
  const CREATE_COLLECTION =
    'mutation Create($input: CollectionInput!) { collectionCreate(input: $input) { collection { handle title } userErrors { field message } } }';

  it('creates an empty collection, giving a taken handle a suffix as Shopify does', async () => {
    const first = await admin(CREATE_COLLECTION, { input: { title: 'Clearance Bin' } });
    expect(first.collectionCreate).toEqual({ collection: { handle: 'clearance-bin', title: 'Clearance Bin' }, userErrors: [] });
    const second = await admin(CREATE_COLLECTION, { input: { title: 'Another', handle: 'clearance-bin' } });
    expect(second.collectionCreate.collection.handle).toBe('clearance-bin-1');
    const found = await admin('{ collectionByIdentifier(identifier: { handle: "clearance-bin" }) { title } }');
    expect(found.collectionByIdentifier).toEqual({ title: 'Clearance Bin' });
  });

  it('refuses a blank title', async () => {
    const blank = await admin(CREATE_COLLECTION, { input: { title: '  ' } });
    expect(blank.collectionCreate).toEqual({ collection: null, userErrors: [{ field: ['title'], message: "Title can't be blank" }] });
  });
});
