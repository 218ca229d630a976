import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { seedKey } from '../catalog/seed-source.js';
import type { EmulatorContext } from '../context.js';
import { absolutizeImageUrls } from './absolute-urls.js';
import { parseApiVersion, type ApiVersion } from './api-version.js';
import { openContentStore, type ContentStore } from './content-store.js';
import { badRequest, gatewayError, mutationError, SanityHttpError } from './errors.js';
import { registerImageCdn } from './image-cdn.js';
import { runMutations } from './mutations.js';
import { readGetQuery, readPostQuery, type QueryInput, type SearchParams } from './query-input.js';
import { publicDocuments } from './perspective.js';
import { prepareQuery, runQuery, type PreparedQuery } from './run-query.js';
import { syncTagsFor } from './sync-tags.js';

export type SanityContext = Pick<EmulatorContext, 'config' | 'db' | 'faults' | 'seed' | 'now' | 'onReset'> & Partial<Pick<EmulatorContext, 'seedKey' | 'webhooks'>>;

/** The datasets of the emulated project. */
const DATASETS = ['production'];

interface DataParams {
  apiVersion: string;
  dataset: string;
  projectId?: string;
}

type DataRequest = FastifyRequest<{ Params: DataParams; Querystring: SearchParams }>;

const projectIdOf = (request: DataRequest) =>
  request.params.projectId ?? (request.headers['x-sanity-project-id'] as string | undefined) ?? 'emulator';

/** Any bearer token is accepted; without one, private documents stay hidden and mutations are refused. */
const hasToken = (request: FastifyRequest) => /^Bearer \S+/.test(request.headers.authorization ?? '');

function checkTarget(request: DataRequest): ApiVersion {
  const apiVersion = parseApiVersion(request.params.apiVersion);
  const { dataset } = request.params;
  if (!DATASETS.includes(dataset)) {
    throw gatewayError(404, `Dataset "${dataset}" not found for project ID "${projectIdOf(request)}"`);
  }
  return apiVersion;
}

/**
 * Sanity's HTTP query API (GROQ via groq-js) and a mutate endpoint over the content documents,
 * at /v{YYYY-MM-DD|1|X}/data/query/{dataset} (GET and POST; the API CDN uses the same path) and
 * /v{version}/projects/{projectId}/datasets/{dataset}/query (the client's `resource` form).
 */
export async function registerSanity(app: FastifyInstance, context: SanityContext): Promise<ContentStore> {
  const store = openContentStore({
    db: context.db,
    seed: context.seed,
    seedMarker: context.seedKey ?? seedKey(context.config),
    onChange: (changes, transactionId) => context.webhooks?.contentChanged(changes, transactionId),
  });
  context.onReset(() => store.reseed());
  registerImageCdn(app, store);

  const answerQuery = async (request: DataRequest, reply: FastifyReply, read: () => QueryInput) => {
    const started = performance.now();
    let prepared: PreparedQuery | undefined;
    let apiVersion: ApiVersion | undefined;
    let failure: unknown;
    try {
      apiVersion = checkTarget(request);
      prepared = prepareQuery(read(), apiVersion);
    } catch (error) {
      failure = error;
    }
    if (await context.faults.enact('sanity', prepared?.types ?? [], reply)) return reply;
    if (failure !== undefined || !prepared || !apiVersion) throw failure;

    const { dataset } = request.params;
    const documents = hasToken(request) ? store.documents() : publicDocuments(store.documents());
    const result = await runQuery(prepared, { documents, projectId: projectIdOf(request), dataset, now: context.now() });
    const body: Record<string, unknown> = {};
    if (prepared.input.returnQuery) body.query = prepared.input.query;
    body.result = absolutizeImageUrls(result, `${request.protocol}://${request.host}`);
    if (apiVersion.syncTags) body.syncTags = syncTagsFor(dataset, prepared.types);
    body.ms = Math.round(performance.now() - started);
    return reply.send(body);
  };

  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const known =
        error instanceof SanityHttpError
          ? error
          : error.statusCode !== undefined && error.statusCode < 500
            ? badRequest(error.message)
            : gatewayError(500, error.message, 'Internal Server Error');
      return reply.status(known.statusCode).send(known.body);
    });

    for (const path of ['/v:apiVersion/data/query/:dataset', '/v:apiVersion/projects/:projectId/datasets/:dataset/query']) {
      scope.get(path, (request: DataRequest, reply) => answerQuery(request, reply, () => readGetQuery(request.query)));
      scope.post(path, (request: DataRequest, reply) => answerQuery(request, reply, () => readPostQuery(request.body, request.query)));
    }

    scope.post('/v:apiVersion/data/mutate/:dataset', async (request: DataRequest, reply) => {
      if (await context.faults.enact('sanity', ['mutate'], reply)) return reply;
      checkTarget(request);
      if (!hasToken(request)) {
        const description = 'Insufficient permissions; permission "create" required';
        throw mutationError(403, [{ index: 0, error: { description, permission: 'create', type: 'insufficientPermissionsError' } }]);
      }
      const dryRun = request.query.dryRun === 'true';
      const outcome = await runMutations(store, request.body, { now: context.now(), dryRun });
      const returnDocuments = request.query.returnDocuments === 'true';
      const results = outcome.results.map(({ id, operation, document }) => (returnDocuments && document ? { id, operation, document } : { id, operation }));
      return { transactionId: outcome.transactionId, results };
    });
  });
  return store;
}
