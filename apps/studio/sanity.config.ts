import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { schemaTypes } from './schemas';
import { previewOnStore } from './preview-action';
import { isSingleton, singletonActions, withoutSingletonTemplates } from './singletons';
import { structure } from './structure';
import { studioSettings } from './studio-settings';

// The Studio the merchant's editors use; pointed at the local emulator unless SANITY_STUDIO_* say otherwise.
const settings = studioSettings();

export default defineConfig({
  name: 'default',
  title: 'Maple Audio',
  projectId: settings.projectId,
  dataset: settings.dataset,
  ...(settings.apiHost ? { apiHost: settings.apiHost } : {}),
  plugins: [structureTool({ structure })],
  schema: { types: schemaTypes, templates: (templates) => withoutSingletonTemplates(templates) },
  document: {
    actions: (actions, context) => [...singletonActions(actions, context), previewOnStore(settings.previewUrl)],
    newDocumentOptions: (items) => items.filter((item) => !isSingleton(item.templateId)),
  },
});
