import type { ClientConfig } from '@sanity/client';
import type { ServerEnv } from '@/lib/config/env';

/** What every content client shares: the project, dataset, API version and host from the environment. */
export function contentClientConfig(env: ServerEnv): ClientConfig {
  return {
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    apiHost: env.SANITY_API_HOST,
    // A local host must be used as given: the client otherwise prefixes it with the project id (<projectId>.<host>).
    useProjectHostname: env.SANITY_API_HOST === 'https://api.sanity.io',
    timeout: 8000,
  };
}
