import type { AdminContext } from '../admin-context.js';
import { invalidValue, type MetaobjectUserError } from './metaobject-errors.js';
import type { AdminMetaobjectRecord, MetaobjectDefinitionRecord } from './metaobject-store.js';

interface CreateInput {
  type: string;
  handle?: string | null;
  fields?: { key: string; value: string }[] | null;
  capabilities?: { publishable?: { status: 'ACTIVE' | 'DRAFT' } | null } | null;
}

const HANDLE = /^[a-z0-9][a-z0-9-]{0,254}$/;

/** The value of a `max` (or `min`) validation of the field definition, when it has one. */
function bound(validations: { name: string; value: string }[], name: 'max' | 'min'): number | null {
  const value = Number.parseInt(validations.find((validation) => validation.name === name)?.value ?? '', 10);
  return Number.isInteger(value) ? value : null;
}

function fieldErrors(input: CreateInput, definition: MetaobjectDefinitionRecord): MetaobjectUserError[] {
  const errors: MetaobjectUserError[] = [];
  const given = new Map<string, string>();
  (input.fields ?? []).forEach(({ key, value }, index) => {
    const at = ['metaobject', 'fields', String(index)];
    const field = definition.fieldDefinitions.find((candidate) => candidate.key === key);
    if (given.has(key)) return errors.push({ field: at, message: `Duplicate inputs were provided for field "${key}"`, code: 'DUPLICATE_FIELD_INPUT', elementKey: key, elementIndex: index });
    given.set(key, value);
    if (!field) return errors.push({ field: at, message: `Field definition "${key}" does not exist`, code: 'UNDEFINED_OBJECT_FIELD', elementKey: key, elementIndex: null });
    const max = bound(field.validations, 'max');
    const min = bound(field.validations, 'min');
    const problem =
      invalidValue(field.type, value) ??
      (max !== null && value.length > max ? `Value has a maximum length of ${max}.` : null) ??
      (min !== null && value.length < min ? `Value has a minimum length of ${min}.` : null);
    if (problem) errors.push({ field: at, message: problem, code: 'INVALID_VALUE', elementKey: key, elementIndex: null });
    return undefined;
  });
  for (const field of definition.fieldDefinitions) {
    if (field.required && (given.get(field.key) ?? '').trim() === '')
      errors.push({ field: ['metaobject'], message: `${field.name} can't be blank`, code: 'OBJECT_FIELD_REQUIRED', elementKey: field.key, elementIndex: null });
  }
  return errors;
}

function validate(input: CreateInput, definition: MetaobjectDefinitionRecord | undefined, context: AdminContext): MetaobjectUserError[] {
  if (input.type.trim() === '') return [{ field: ['metaobject', 'type'], message: "Type can't be blank", code: 'BLANK' }];
  if (!definition) return [{ field: ['metaobject', 'type'], message: `No metaobject definition exists for type "${input.type}"`, code: 'UNDEFINED_OBJECT_TYPE' }];
  const errors = fieldErrors(input, definition);
  if (input.handle !== undefined && input.handle !== null) {
    if (!HANDLE.test(input.handle)) errors.push({ field: ['metaobject', 'handle'], message: 'Handle is invalid', code: 'INVALID' });
    else if (context.metaobjects.handleTaken(definition.type, input.handle)) errors.push({ field: ['metaobject', 'handle'], message: 'Handle has already been taken', code: 'TAKEN' });
  }
  if (input.capabilities?.publishable && !definition.publishable)
    errors.push({ field: ['metaobject', 'capabilities', 'publishable'], message: 'Capability publishable is not enabled on this definition', code: 'CAPABILITY_NOT_ENABLED' });
  return errors;
}

/** metaobjectCreate(metaobject): an entry of a defined type, checked against its definition as Shopify does. */
export function metaobjectCreate(_root: unknown, args: { metaobject: CreateInput }, context: AdminContext) {
  const input = args.metaobject;
  const definition = context.metaobjects.definitionByType(input.type.trim());
  const userErrors = validate(input, definition, context);
  if (userErrors.length || !definition) return { metaobject: null, userErrors };
  const id = context.metaobjects.nextMetaobjectId();
  const fields = (input.fields ?? []).filter((field) => field.value !== '');
  const named = definition.displayNameKey ? fields.find((field) => field.key === definition.displayNameKey)?.value : undefined;
  const record: AdminMetaobjectRecord = {
    id,
    type: definition.type,
    handle: input.handle ?? `${definition.type.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id}`,
    displayName: named ?? `${definition.name} #${id}`,
    fields,
    // A publishable type's entries start as drafts unless told otherwise (Shopify's default).
    status: definition.publishable ? (input.capabilities?.publishable?.status ?? 'DRAFT') : null,
    createdAt: context.now().toISOString(),
  };
  context.metaobjects.create(record);
  return { metaobject: record, userErrors: [] };
}
