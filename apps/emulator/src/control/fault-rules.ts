import type { FaultRule, Surface } from './faults.js';

const SURFACES: readonly Surface[] = ['storefront', 'customer-account', 'admin', 'checkout', 'sanity', 'images'];
const KINDS: readonly FaultRule['kind'][] = ['latency', 'status', 'drop'];
const STATUSES: readonly number[] = [429, 500, 502, 503];
const KEYS = ['surface', 'operation', 'kind', 'latencyMs', 'status', 'retryAfter', 'times'];
/** A latency rule longer than this would outlast every client's time-out and hang the test instead. */
const MAX_LATENCY_MS = 120_000;

export class FaultRuleError extends Error {
  override name = 'FaultRuleError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nonNegative(rule: Record<string, unknown>, key: string, where: string, options: { integer?: boolean; min?: number; max?: number } = {}) {
  const value = rule[key];
  if (value === undefined) return undefined;
  const min = options.min ?? 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || (options.integer && !Number.isInteger(value))) {
    throw new FaultRuleError(`${where}.${key} must be ${options.integer ? 'an integer' : 'a number'} >= ${min}, got ${JSON.stringify(value)}`);
  }
  if (options.max !== undefined && value > options.max) throw new FaultRuleError(`${where}.${key} must be <= ${options.max}, got ${value}`);
  return value;
}

function parseRule(raw: unknown, where: string): FaultRule {
  if (!isRecord(raw)) throw new FaultRuleError(`${where} must be an object`);
  const unknown = Object.keys(raw).filter((key) => !KEYS.includes(key));
  if (unknown.length > 0) throw new FaultRuleError(`${where} has unknown field(s): ${unknown.join(', ')} (allowed: ${KEYS.join(', ')})`);
  const { surface, operation, kind, status } = raw;
  if (!KINDS.includes(kind as FaultRule['kind'])) {
    throw new FaultRuleError(`${where}.kind must be one of ${KINDS.join(', ')}, got ${JSON.stringify(kind)}`);
  }
  if (surface !== undefined && surface !== '*' && !SURFACES.includes(surface as Surface)) {
    throw new FaultRuleError(`${where}.surface must be '*' or one of ${SURFACES.join(', ')}, got ${JSON.stringify(surface)}`);
  }
  if (operation !== undefined && (typeof operation !== 'string' || operation === '')) {
    throw new FaultRuleError(`${where}.operation must be a non-empty string (an operation name, a root field, a document type or '*')`);
  }
  if (status !== undefined && !STATUSES.includes(status as number)) {
    throw new FaultRuleError(`${where}.status must be one of ${STATUSES.join(', ')}, got ${JSON.stringify(status)}`);
  }
  if (status !== undefined && kind !== 'status') throw new FaultRuleError(`${where}.status only applies to kind 'status'`);
  const rule: FaultRule = { kind: kind as FaultRule['kind'] };
  if (surface !== undefined) rule.surface = surface as Surface | '*';
  if (operation !== undefined) rule.operation = operation as string;
  if (status !== undefined) rule.status = status as FaultRule['status'];
  const latencyMs = nonNegative(raw, 'latencyMs', where, { max: MAX_LATENCY_MS });
  if (latencyMs !== undefined) rule.latencyMs = latencyMs;
  const retryAfter = nonNegative(raw, 'retryAfter', where, { integer: true });
  if (retryAfter !== undefined) rule.retryAfter = retryAfter;
  const times = nonNegative(raw, 'times', where, { integer: true, min: 1 });
  if (times !== undefined) rule.times = times;
  return rule;
}

/** Reads the body of POST /__emulator/faults: `{ rules: FaultRule[] }`, or one rule object. */
export function parseFaultRules(body: unknown): FaultRule[] {
  if (isRecord(body) && 'rules' in body) {
    if (!Array.isArray(body.rules)) throw new FaultRuleError('rules must be an array of fault rules');
    return body.rules.map((rule, index) => parseRule(rule, `rules[${index}]`));
  }
  if (isRecord(body) && 'kind' in body) return [parseRule(body, 'rule')];
  throw new FaultRuleError('Expected { "rules": [ ... ] } or a single rule object with a "kind"');
}
