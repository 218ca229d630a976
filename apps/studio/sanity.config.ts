import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { studioSettings } from './studio-settings';
import { schemaTypes } from './schemas';

// The Studio the merchant's editors use; pointed at the local emulator unless SANITY_STUDIO_* say otherwise.
const settings = studioSettings();

export default defineConfig({
  name: 'default',
  title: 'Maple Audio',
  projectId: settings.projectId,
  dataset: settings.dataset,
  ...(settings.apiHost ? { apiHost: settings.apiHost } : {}),
  plugins: [structureTool()],
  schema: { types: schemaTypes },
});
