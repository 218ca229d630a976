import { randomBytes, randomUUID } from 'node:crypto';
import { evaluate, parse } from 'groq-js';
import type { ContentDocument } from '../catalog/model.js';
import type { ContentStore } from './content-store.js';
import { badRequest, mutationError, type MutationErrorItem } from './errors.js';
import { applyPatch, PatchPathError, SUPPORTED_PATCH_KEYS, type PatchOperations } from './patch.js';

interface MutationResult {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'none';
  document?: ContentDocument;
}

export interface MutationOutcome {
  transactionId: string;
  results: MutationResult[];
}

class ItemFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: MutationErrorItem['error'],
  ) {
    super(detail.description);
  }
}

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const newRevision = () => randomBytes(16).toString('base64url').slice(0, 22);

/** Runs a transaction of Sanity mutations over the store: all of them are written, or none. */
class MutationTransaction {
  private readonly changes = new Map<string, ContentDocument | null>();
  readonly results: MutationResult[] = [];

  constructor(
    private readonly store: ContentStore,
    private readonly now: Date,
  ) {}

  private current(id: string): ContentDocument | undefined {
    return this.changes.has(id) ? (this.changes.get(id) ?? undefined) : this.store.byId(id);
  }

  private stamp(document: Json, previous: ContentDocument | undefined): ContentDocument {
    if (typeof document._type !== 'string' || document._type === '') {
      throw new ItemFailure(400, { description: 'Document is missing the required "_type" attribute', type: 'validationError' });
    }
    const timestamp = this.now.toISOString();
    return {
      ...document,
      _id: typeof document._id === 'string' && document._id !== '' ? document._id : randomUUID(),
      _type: document._type,
      _createdAt: previous?._createdAt ?? timestamp,
      _updatedAt: timestamp,
      _rev: newRevision(),
    };
  }

  private put(document: ContentDocument, operation: 'create' | 'update'): void {
    this.changes.set(document._id, document);
    this.results.push({ id: document._id, operation, document });
  }

  private async selectIds(selection: Json): Promise<string[]> {
    if (typeof selection.id === 'string') return [selection.id];
    if (Array.isArray(selection.id)) return selection.id.filter((id): id is string => typeof id === 'string');
    if (typeof selection.query !== 'string') {
      throw new ItemFailure(400, { description: 'A selection needs an "id" or a "query"', type: 'validationError' });
    }
    const dataset = [...this.store.documents().filter((document) => !this.changes.has(document._id)), ...this.changes.values()].filter(
      (document): document is ContentDocument => document !== null,
    );
    try {
      const params = isRecord(selection.params) ? selection.params : {};
      const value = await (await evaluate(parse(selection.query, { params }), { dataset, params })).get();
      const matches: unknown[] = Array.isArray(value) ? value : [value];
      return matches.flatMap((match) => (isRecord(match) && typeof match._id === 'string' ? [match._id] : []));
    } catch (error) {
      throw new ItemFailure(400, { description: `Invalid selection query: ${(error as Error).message}`, type: 'validationError' });
    }
  }

  private async patch(spec: Json): Promise<void> {
    const unsupported = Object.keys(spec).filter((key) => !SUPPORTED_PATCH_KEYS.includes(key));
    if (unsupported.length > 0) {
      throw new ItemFailure(400, { description: `Patch operation "${unsupported[0]}" is not supported by the emulator`, type: 'validationError' });
    }
    for (const id of await this.selectIds(spec)) {
      const previous = this.current(id);
      if (!previous) throw new ItemFailure(404, { description: `The document with the ID "${id}" was not found`, id, type: 'documentNotFoundError' });
      if (typeof spec.ifRevisionID === 'string' && spec.ifRevisionID !== previous._rev) {
        const description = `Document "${id}" has revision "${previous._rev}", but revision "${spec.ifRevisionID}" was expected`;
        throw new ItemFailure(409, { description, id, type: 'conflictError' });
      }
      try {
        this.put(this.stamp(applyPatch(previous, spec as PatchOperations), previous), 'update');
      } catch (error) {
        if (error instanceof PatchPathError) throw new ItemFailure(400, { description: error.message, type: 'validationError' });
        throw error;
      }
    }
  }

  private async apply(mutation: Json): Promise<void> {
    const [kind, ...extra] = Object.keys(mutation);
    const spec = kind === undefined ? undefined : mutation[kind];
    if (extra.length > 0 || !isRecord(spec)) {
      throw new ItemFailure(400, { description: 'Each mutation must hold exactly one operation object', type: 'validationError' });
    }
    const id = typeof spec._id === 'string' ? spec._id : undefined;
    const previous = id === undefined ? undefined : this.current(id);
    if (kind === 'create') {
      if (previous) throw new ItemFailure(409, { description: `Document by ID "${id}" already exists`, id, type: 'documentAlreadyExistsError' });
      return this.put(this.stamp(spec, undefined), 'create');
    }
    if (kind === 'createOrReplace' || kind === 'createIfNotExists') {
      if (id === undefined) throw new ItemFailure(400, { description: `${kind} requires an "_id"`, type: 'validationError' });
      if (kind === 'createIfNotExists' && previous) return void this.results.push({ id, operation: 'none', document: previous });
      return this.put(this.stamp(spec, previous), previous ? 'update' : 'create');
    }
    if (kind === 'delete') {
      for (const target of await this.selectIds(spec)) {
        const existed = this.current(target) !== undefined;
        this.changes.set(target, null);
        this.results.push({ id: target, operation: existed ? 'delete' : 'none' });
      }
      return;
    }
    if (kind === 'patch') return this.patch(spec);
    throw new ItemFailure(400, { description: `Mutation type "${kind}" is not supported by the emulator`, type: 'validationError' });
  }

  /** Applies every mutation; the first failing one refuses the whole transaction. */
  async run(mutations: unknown[]): Promise<void> {
    for (const [index, mutation] of mutations.entries()) {
      try {
        if (!isRecord(mutation)) throw new ItemFailure(400, { description: 'A mutation must be an object', type: 'validationError' });
        await this.apply(mutation);
      } catch (error) {
        if (error instanceof ItemFailure) throw mutationError(error.statusCode, [{ index, error: error.detail }]);
        throw error;
      }
    }
  }

  commit(transactionId: string): void {
    const written = [...this.changes.values()].filter((document): document is ContentDocument => document !== null);
    const deleted = [...this.changes.entries()].filter(([, document]) => document === null).map(([id]) => id);
    if (written.length > 0 || deleted.length > 0) this.store.apply({ save: written, remove: deleted, transactionId });
  }
}

/** Reads a mutate body ({mutations: [...], transactionId?}) and runs it; dry runs write nothing. */
export async function runMutations(store: ContentStore, body: unknown, options: { now: Date; dryRun: boolean }): Promise<MutationOutcome> {
  if (!isRecord(body) || !Array.isArray(body.mutations)) throw badRequest('Request body must be a JSON object with a "mutations" array');
  const transaction = new MutationTransaction(store, options.now);
  await transaction.run(body.mutations);
  const transactionId = typeof body.transactionId === 'string' ? body.transactionId : randomUUID();
  if (!options.dryRun) transaction.commit(transactionId);
  return { transactionId, results: transaction.results };
}
