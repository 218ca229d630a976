import type { SchemaTypeDefinition } from 'sanity';

/** Every document and object type the store reads. */
export const schemaTypes: SchemaTypeDefinition[] = [];
