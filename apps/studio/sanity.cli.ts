import { defineCliConfig } from 'sanity/cli';
import { studioSettings } from './studio-settings';

const settings = studioSettings();

export default defineCliConfig({
  api: { projectId: settings.projectId, dataset: settings.dataset },
  server: { hostname: '127.0.0.1', port: 3333 },
});
