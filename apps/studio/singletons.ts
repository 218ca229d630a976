import type { DocumentActionComponent, DocumentActionsContext } from 'sanity';
import { SINGLETONS } from './schemas';

export const isSingleton = (type: string) => (SINGLETONS as readonly string[]).includes(type);

/** No "create new" for singletons: each exists once, under its type's name. */
export const withoutSingletonTemplates = <T extends { schemaType: string }>(templates: T[]): T[] =>
  templates.filter((template) => !isSingleton(template.schemaType));

/** Singletons can be published, unpublished changes discarded; not duplicated or deleted. */
export function singletonActions(actions: DocumentActionComponent[], context: DocumentActionsContext): DocumentActionComponent[] {
  if (!isSingleton(context.schemaType)) return actions;
  return actions.filter((action) => ['publish', 'discardChanges', 'restore'].includes(action.action ?? ''));
}
