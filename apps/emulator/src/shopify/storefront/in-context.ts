import { Kind, type ValueNode } from 'graphql';
import type { Language } from '../../catalog/model.js';
import type { PreparedOperation } from '../../graphql/executor.js';
import { SHOP_COUNTRY, SHOP_LANGUAGES } from './resolvers/localization.js';

export interface InContext {
  language: Language;
  country: string;
  /** Whether the operation carried @inContext (Shopify then echoes the context in `extensions`). */
  declared: boolean;
}

function argumentValue(value: ValueNode | undefined, prepared: PreparedOperation): unknown {
  if (!value) return undefined;
  if (value.kind === Kind.ENUM || value.kind === Kind.STRING) return value.value;
  if (value.kind !== Kind.VARIABLE) return undefined;
  const name = value.name.value;
  if (prepared.variables[name] !== undefined) return prepared.variables[name];
  const definition = prepared.operation.variableDefinitions?.find((candidate) => candidate.variable.name.value === name);
  const fallback = definition?.defaultValue;
  return fallback && (fallback.kind === Kind.ENUM || fallback.kind === Kind.STRING) ? fallback.value : undefined;
}

/**
 * The operation's @inContext(language:, country:), from literals or variables. Languages the shop
 * does not sell in fall back to English; the country defaults to Canada.
 */
export function readInContext(prepared: PreparedOperation): InContext {
  const directive = prepared.operation.directives?.find((candidate) => candidate.name.value === 'inContext');
  const argument = (name: string) => argumentValue(directive?.arguments?.find((candidate) => candidate.name.value === name)?.value, prepared);
  const language = argument('language');
  const country = argument('country');
  return {
    language: SHOP_LANGUAGES.includes(language as Language) ? (language as Language) : 'EN',
    country: typeof country === 'string' ? country : SHOP_COUNTRY,
    declared: directive !== undefined,
  };
}
