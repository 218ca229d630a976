import type { Language } from '../../../catalog/model.js';
import { ToolInputError } from './tool.js';

/** Longest text argument a tool reads: enough for any question, small enough to bound the work. */
const MAX_TEXT_ARGUMENT = 1_000;

export function requiredString(args: Record<string, unknown>, name: string, max = MAX_TEXT_ARGUMENT): string {
  const value = args[name];
  if (typeof value !== 'string' || value.trim() === '') throw new ToolInputError(`${name} is required and must be a non-empty string`);
  if (value.length > max) throw new ToolInputError(`${name} must be at most ${max} characters`);
  return value.trim();
}

export function optionalString(args: Record<string, unknown>, name: string, max = MAX_TEXT_ARGUMENT): string | undefined {
  const value = args[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ToolInputError(`${name} must be a string`);
  if (value.length > max) throw new ToolInputError(`${name} must be at most ${max} characters`);
  return value.trim() || undefined;
}

export function optionalInteger(args: Record<string, unknown>, name: string, bounds: { min: number; max: number; fallback: number }): number {
  const value = args[name];
  if (value === undefined || value === null) return bounds.fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new ToolInputError(`${name} must be an integer`);
  if (value < bounds.min || value > bounds.max) throw new ToolInputError(`${name} must be between ${bounds.min} and ${bounds.max}`);
  return value;
}

export function optionalArray(args: Record<string, unknown>, name: string, maxItems: number): unknown[] {
  const value = args[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new ToolInputError(`${name} must be an array`);
  if (value.length > maxItems) throw new ToolInputError(`${name} takes at most ${maxItems} items`);
  return value;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The language to answer in: ISO 639-1 as Shopify's tools take it ("EN", "fr", "fr-CA"); the shop
 * sells in English and French, and any other language falls back to English as the Storefront API does.
 */
export function languageArgument(args: Record<string, unknown>): Language {
  const value = optionalString(args, 'language', 16);
  return value && /^fr\b/i.test(value) ? 'FR' : 'EN';
}

/** ISO 3166-1 alpha-2; the shop sells in Canada only, which is the default. */
export function countryArgument(args: Record<string, unknown>): string {
  const value = optionalString(args, 'country', 2);
  if (value === undefined) return 'CA';
  if (!/^[A-Za-z]{2}$/.test(value)) throw new ToolInputError('country must be an ISO 3166-1 alpha-2 code, like CA');
  return value.toUpperCase();
}

/** A Shopify gid of the given type, e.g. gid://shopify/Product/123. */
export function gidArgument(args: Record<string, unknown>, name: string, type: string): string {
  const value = requiredString(args, name, 300);
  if (!new RegExp(`^gid://shopify/${type}/[^/?\\s]+(\\?\\S*)?$`).test(value)) {
    throw new ToolInputError(`${name} must be a Shopify ${type} id, like gid://shopify/${type}/123`);
  }
  return value;
}
