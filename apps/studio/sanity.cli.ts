import { defineCliConfig } from 'sanity/cli';
import { studioSettings } from './studio-settings';

const settings = studioSettings();

export default defineCliConfig({
  api: { projectId: settings.projectId, dataset: settings.dataset },
  server: { hostname: '127.0.0.1', port: 3333 },
  // The store's GROQ queries (defineQuery) typed from this schema; `npm run typegen` writes them, `npm test` checks them.
  typegen: {
    path: '../storefront/src/lib/content/**/*.ts',
    schema: 'schema.json',
    generates: '../storefront/src/lib/content/sanity.types.ts',
    formatGeneratedCode: true,
    overloadClientMethods: true,
  },
});
