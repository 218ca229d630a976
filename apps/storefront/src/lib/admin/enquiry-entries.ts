import 'server-only';
import { ShopifyRequestError } from '@/lib/shopify/errors';
import { adminRequest } from './client';
import { ENQUIRY_DEFINITION_CREATE_MUTATION, ENQUIRY_ENTRY_CREATE_MUTATION } from './queries/enquiry-entries';

/** The type of an enquiry record and its fields, as metaobjectDefinitionCreate takes them. */
export interface EnquiryDefinition {
  type: string;
  name: string;
  displayNameKey: string;
  fieldDefinitions: { key: string; name: string; type: string; required?: boolean; validations?: { name: string; value: string }[] }[];
}

interface EnquiryFieldError {
  /** The field key the provider names, when it names one. */
  key: string | null;
  message: string;
}

export type EnquiryEntryResult = { ok: true; id: string } | { ok: false; userErrors: EnquiryFieldError[] };

type Fields = Record<string, string>;

async function createEntry(type: string, fields: Fields) {
  const { metaobjectCreate } = await adminRequest(ENQUIRY_ENTRY_CREATE_MUTATION, {
    variables: {
      metaobject: {
        type,
        // Empty optional fields are left out: Shopify stores no value for them either way.
        fields: Object.entries(fields)
          .filter(([, value]) => value !== '')
          .map(([key, value]) => ({ key, value })),
      },
    },
  });
  return metaobjectCreate;
}

/** Creates the enquiry type; a type another instance created meanwhile (TAKEN) is as good. */
async function defineType(definition: EnquiryDefinition): Promise<void> {
  const { metaobjectDefinitionCreate } = await adminRequest(ENQUIRY_DEFINITION_CREATE_MUTATION, { variables: { definition } });
  const errors = (metaobjectDefinitionCreate?.userErrors ?? []).filter((error) => error.code !== 'TAKEN');
  if (errors.length)
    throw new ShopifyRequestError(
      'graphql',
      500,
      errors,
      `Admin API metaobjectDefinitionCreate refused: ${errors.map((error) => error.message).join('; ')}`,
    );
}

/**
 * Records an anonymous form's submission as its own metaobject entry, never on a customer (ACC-31):
 * the type is created the first time it is missing, without the publishable capability, so the
 * Storefront API never serves it. Throws ShopifyRequestError when the Admin API fails.
 */
export async function createEnquiryEntry(definition: EnquiryDefinition, fields: Fields): Promise<EnquiryEntryResult> {
  let payload = await createEntry(definition.type, fields);
  if (payload?.userErrors.some((error) => error.code === 'UNDEFINED_OBJECT_TYPE')) {
    await defineType(definition);
    payload = await createEntry(definition.type, fields);
  }
  if (payload?.metaobject) return { ok: true, id: payload.metaobject.id };
  const userErrors = payload?.userErrors ?? [];
  return {
    ok: false,
    userErrors: (userErrors.length ? userErrors : [{ elementKey: null, message: 'The enquiry was not recorded' }]).map((error) => ({
      key: error.elementKey ?? null,
      message: error.message,
    })),
  };
}
