import type { AdminContext } from '../admin-context.js';
import { FIELD_TYPES, type MetaobjectUserError } from './metaobject-errors.js';
import type { FieldDefinitionRecord } from './metaobject-store.js';

interface DefinitionInput {
  type: string;
  name?: string | null;
  description?: string | null;
  displayNameKey?: string | null;
  fieldDefinitions: { key: string; type: string; name?: string | null; description?: string | null; required?: boolean | null; validations?: { name: string; value: string }[] | null }[];
  capabilities?: { publishable?: { enabled: boolean } | null } | null;
}

/** Shopify's shape for a type or a field key: 3 to 255 (type) or 2 to 64 (key) of letters, digits, - and _. */
const TYPE = /^[A-Za-z0-9_-]{3,255}$/;
const KEY = /^[a-z0-9_]{2,64}$/;

const humanize = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^./, (first) => first.toUpperCase());

function validate(input: DefinitionInput, context: AdminContext): MetaobjectUserError[] {
  const errors: MetaobjectUserError[] = [];
  const type = input.type.trim();
  if (type === '') errors.push({ field: ['definition', 'type'], message: "Type can't be blank", code: 'BLANK' });
  else if (type.length < 3) errors.push({ field: ['definition', 'type'], message: 'Type is too short (minimum is 3 characters)', code: 'TOO_SHORT' });
  else if (!TYPE.test(type)) errors.push({ field: ['definition', 'type'], message: 'Type is invalid', code: 'INVALID' });
  else if (context.metaobjects.definitionByType(type)) errors.push({ field: ['definition', 'type'], message: 'Type has already been taken', code: 'TAKEN' });
  const seen = new Set<string>();
  input.fieldDefinitions.forEach((field, index) => {
    const at = ['definition', 'fieldDefinitions', String(index)];
    if (!KEY.test(field.key)) errors.push({ field: [...at, 'key'], message: 'Key is invalid', code: 'INVALID', elementKey: field.key, elementIndex: index });
    else if (seen.has(field.key)) errors.push({ field: [...at, 'key'], message: 'Key is already in use', code: 'OBJECT_FIELD_TAKEN', elementKey: field.key, elementIndex: index });
    seen.add(field.key);
    if (!FIELD_TYPES.has(field.type)) errors.push({ field: [...at, 'type'], message: `Type name ${field.type} is not a valid type`, code: 'INVALID_TYPE', elementKey: field.key, elementIndex: index });
  });
  if (input.displayNameKey && !seen.has(input.displayNameKey))
    errors.push({ field: ['definition', 'displayNameKey'], message: 'Display name key must be a field definition key', code: 'INVALID' });
  return errors;
}

/** metaobjectDefinitionCreate(definition): the type a metaobject entry needs before it can be created, as Shopify requires. */
export function metaobjectDefinitionCreate(_root: unknown, args: { definition: DefinitionInput }, context: AdminContext) {
  const { definition: input } = args;
  const userErrors = validate(input, context);
  if (userErrors.length) return { metaobjectDefinition: null, userErrors };
  const fieldDefinitions: FieldDefinitionRecord[] = input.fieldDefinitions.map((field) => ({
    key: field.key,
    name: field.name?.trim() || humanize(field.key),
    description: field.description ?? null,
    type: field.type,
    required: field.required ?? false,
    validations: field.validations ?? [],
  }));
  const metaobjectDefinition = context.metaobjects.createDefinition({
    type: input.type.trim(),
    name: input.name?.trim() || humanize(input.type.trim()),
    description: input.description ?? null,
    displayNameKey: input.displayNameKey ?? null,
    fieldDefinitions,
    publishable: input.capabilities?.publishable?.enabled ?? false,
  });
  return { metaobjectDefinition, userErrors: [] };
}
