import { isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * TypeScript source of an interface naming every object and interface type of `schema`, each
 * field, and the type of its arguments (the `<Type><Field>Args` types GraphQL Code Generator's
 * typescript plugin writes, imported from `typesModule`). A resolver map keyed by it is checked
 * against the schema: a misspelt type or field, or a resolver expecting arguments the field does not
 * take, fails to compile.
 */
export function fieldArgsMap(schema: GraphQLSchema, typesModule: string, interfaceName: string): string {
  const lines = [
    '// Written by npm run codegen from the schema (packages/shopify-schemas/field-args-map.ts).',
    `import type * as Schema from '${typesModule}';`,
    '',
    '/** A field without arguments. */',
    'type NoArgs = Record<string, never>;',
    '',
    `export interface ${interfaceName} {`,
  ];
  const types = Object.values(schema.getTypeMap())
    .filter((type) => (isObjectType(type) || isInterfaceType(type)) && !type.name.startsWith('__'))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const type of types) {
    if (!isObjectType(type) && !isInterfaceType(type)) continue;
    lines.push(`  ${type.name}: {`);
    for (const field of Object.values(type.getFields())) {
      lines.push(`    ${field.name}: ${field.args.length ? `Schema.${type.name}${pascal(field.name)}Args` : 'NoArgs'};`);
    }
    lines.push('  };');
  }
  lines.push('}', '');
  return lines.join('\n');
}
