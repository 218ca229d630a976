import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../customers/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function admin(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${server.origin}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-shopify-access-token': 'shpat_test' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const DEFINE = `mutation($definition: MetaobjectDefinitionCreateInput!) {
  metaobjectDefinitionCreate(definition: $definition) {
    metaobjectDefinition { id type name displayNameKey capabilities { publishable { enabled } } fieldDefinitions { key name required type { name } validations { name value } } }
    userErrors { field message code elementKey elementIndex }
  }
}`;
const CREATE = `mutation($metaobject: MetaobjectCreateInput!) {
  metaobjectCreate(metaobject: $metaobject) {
    metaobject { id handle type displayName fields { key type value } company: field(key: "company") { value } capabilities { publishable { status } } }
    userErrors { field message code elementKey }
  }
}`;
const LIST = `query($type: String!, $first: Int, $after: String, $reverse: Boolean) {
  metaobjects(type: $type, first: $first, after: $after, reverse: $reverse) { nodes { handle displayName } pageInfo { hasNextPage endCursor } }
}`;

const definition = {
  type: 'test_enquiry',
  name: 'Test enquiry',
  displayNameKey: 'company',
  fieldDefinitions: [
    { key: 'company', name: 'Company', type: 'single_line_text_field', required: true },
    { key: 'message', name: 'Message', type: 'multi_line_text_field', required: true, validations: [{ name: 'max', value: '20' }] },
    { key: 'website', name: 'Website', type: 'url' },
  ],
};

describe('metaobjectDefinitionCreate', () => {
  it('creates a type, then refuses the same type again with TAKEN', async () => {
    const created = await admin(DEFINE, { definition });
    expect(created.body.data.metaobjectDefinitionCreate.userErrors).toEqual([]);
    expect(created.body.data.metaobjectDefinitionCreate.metaobjectDefinition).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/MetaobjectDefinition\/\d+$/),
      type: 'test_enquiry',
      displayNameKey: 'company',
      capabilities: { publishable: { enabled: false } },
      fieldDefinitions: [
        { key: 'company', name: 'Company', required: true, type: { name: 'single_line_text_field' }, validations: [] },
        { key: 'message', name: 'Message', required: true, type: { name: 'multi_line_text_field' }, validations: [{ name: 'max', value: '20' }] },
        { key: 'website', name: 'Website', required: false, type: { name: 'url' }, validations: [] },
      ],
    });
    const again = await admin(DEFINE, { definition });
    expect(again.body.data.metaobjectDefinitionCreate).toEqual({
      metaobjectDefinition: null,
      userErrors: [{ field: ['definition', 'type'], message: 'Type has already been taken', code: 'TAKEN', elementKey: null, elementIndex: null }],
    });
  });

  it('refuses a short type and an unknown field type with their codes', async () => {
    const { body } = await admin(DEFINE, { definition: { type: 'ab', fieldDefinitions: [{ key: 'colour', type: 'colour_wheel' }] } });
    expect(body.data.metaobjectDefinitionCreate.userErrors).toEqual([
      { field: ['definition', 'type'], message: 'Type is too short (minimum is 3 characters)', code: 'TOO_SHORT', elementKey: null, elementIndex: null },
      { field: ['definition', 'fieldDefinitions', '0', 'type'], message: 'Type name colour_wheel is not a valid type', code: 'INVALID_TYPE', elementKey: 'colour', elementIndex: 0 },
    ]);
  });
});

describe('metaobjectCreate and metaobjects', () => {
  it('refuses an entry of a type that has no definition (Shopify requires the definition first)', async () => {
    const { body } = await admin(CREATE, { metaobject: { type: 'nobody_defined_this', fields: [] } });
    expect(body.data.metaobjectCreate).toEqual({
      metaobject: null,
      userErrors: [{ field: ['metaobject', 'type'], message: 'No metaobject definition exists for type "nobody_defined_this"', code: 'UNDEFINED_OBJECT_TYPE', elementKey: null }],
    });
  });

  it('creates an entry named by its display field, readable by key, not publishable', async () => {
    const { body } = await admin(CREATE, {
      metaobject: { type: 'test_enquiry', fields: [{ key: 'company', value: 'Studio Nord' }, { key: 'message', value: 'Ten mixers' }] },
    });
    expect(body.data.metaobjectCreate.userErrors).toEqual([]);
    expect(body.data.metaobjectCreate.metaobject).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Metaobject\/\d+$/),
      handle: expect.stringMatching(/^test-enquiry-\d+$/),
      type: 'test_enquiry',
      displayName: 'Studio Nord',
      fields: [
        { key: 'company', type: 'single_line_text_field', value: 'Studio Nord' },
        { key: 'message', type: 'multi_line_text_field', value: 'Ten mixers' },
        { key: 'website', type: 'url', value: null },
      ],
      company: { value: 'Studio Nord' },
      capabilities: { publishable: null },
    });
  });

  it('checks each field against its definition: unknown key, too long, bad URL, missing required, duplicate', async () => {
    const { body } = await admin(CREATE, {
      metaobject: {
        type: 'test_enquiry',
        fields: [
          { key: 'message', value: 'x'.repeat(21) },
          { key: 'website', value: 'not a url' },
          { key: 'colour', value: 'red' },
          { key: 'website', value: 'https://example.com' },
        ],
        capabilities: { publishable: { status: 'ACTIVE' } },
      },
    });
    expect(body.data.metaobjectCreate).toEqual({
      metaobject: null,
      userErrors: [
        { field: ['metaobject', 'fields', '0'], message: 'Value has a maximum length of 20.', code: 'INVALID_VALUE', elementKey: 'message' },
        { field: ['metaobject', 'fields', '1'], message: 'Value must be a valid URL.', code: 'INVALID_VALUE', elementKey: 'website' },
        { field: ['metaobject', 'fields', '2'], message: 'Field definition "colour" does not exist', code: 'UNDEFINED_OBJECT_FIELD', elementKey: 'colour' },
        { field: ['metaobject', 'fields', '3'], message: 'Duplicate inputs were provided for field "website"', code: 'DUPLICATE_FIELD_INPUT', elementKey: 'website' },
        { field: ['metaobject'], message: "Company can't be blank", code: 'OBJECT_FIELD_REQUIRED', elementKey: 'company' },
        { field: ['metaobject', 'capabilities', 'publishable'], message: 'Capability publishable is not enabled on this definition', code: 'CAPABILITY_NOT_ENABLED', elementKey: null },
      ],
    });
  });

  it('refuses a handle already taken in the type', async () => {
    const fields = [{ key: 'company', value: 'Handle Co' }, { key: 'message', value: 'Hi' }];
    expect((await admin(CREATE, { metaobject: { type: 'test_enquiry', handle: 'handle-co', fields } })).body.data.metaobjectCreate.userErrors).toEqual([]);
    const taken = await admin(CREATE, { metaobject: { type: 'test_enquiry', handle: 'handle-co', fields } });
    expect(taken.body.data.metaobjectCreate.userErrors).toEqual([{ field: ['metaobject', 'handle'], message: 'Handle has already been taken', code: 'TAKEN', elementKey: null }]);
  });

  it('lists a type’s entries, newest first with reverse, paged with cursors', async () => {
    const newest = await admin(LIST, { type: 'test_enquiry', first: 1, reverse: true });
    expect(newest.body.errors).toBeUndefined();
    expect(newest.body.data.metaobjects.nodes).toEqual([{ handle: 'handle-co', displayName: 'Handle Co' }]);
    expect(newest.body.data.metaobjects.pageInfo.hasNextPage).toBe(true);
    const next = await admin(LIST, { type: 'test_enquiry', first: 5, reverse: true, after: newest.body.data.metaobjects.pageInfo.endCursor });
    expect(next.body.data.metaobjects.nodes.map((node: { displayName: string }) => node.displayName)).toEqual(['Studio Nord']);
    expect((await admin(LIST, { type: 'nobody_defined_this', first: 5 })).body.data.metaobjects.nodes).toEqual([]);
  });

  it('answers a list without first or last with Shopify’s error', async () => {
    const { body } = await admin(LIST, { type: 'test_enquiry' });
    expect(body.errors?.[0]?.message).toMatch(/first.*last/);
  });
});
