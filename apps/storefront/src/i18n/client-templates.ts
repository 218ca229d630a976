/**
 * Messages handed to a client component as plain strings, for forms that fill in their own
 * {placeholders} (components/account/fill-message.ts) without shipping their namespace to every
 * page. Messages are compiled at build time (decision 0018), so one with arguments is no longer a
 * string (and `t.raw` is refused): it is formatted here with each argument written back as its placeholder.
 */
export type TemplateFormatter = (key: string, values: Record<string, string>) => string;

/** One message, its arguments left as {placeholders}. */
export function messageTemplate(t: TemplateFormatter, key: string, names: readonly string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])));
}

/**
 * Every message under `namespace` of `messages` (getMessages()), formatted by `t`, a translator
 * without a namespace. `argumentsByKey` names, per key below the namespace, the arguments the client fills in.
 */
export function clientTemplates<T>(
  t: TemplateFormatter,
  messages: Record<string, unknown>,
  namespace: string,
  argumentsByKey: Record<string, readonly string[]>,
): T {
  const toTemplates = (node: unknown, key: string): unknown => {
    if (typeof node === 'string') return node;
    if (Array.isArray(node)) {
      const names = argumentsByKey[key.slice(namespace.length + 1)];
      // Fails the render, so a new argument is caught by the first test that opens the page.
      if (!names) throw new Error(`${key} has arguments: name them in clientTemplates(…, '${namespace}', …)`);
      return messageTemplate(t, key, names);
    }
    return Object.fromEntries(
      Object.entries(node as Record<string, unknown>).map(([name, child]) => [name, toTemplates(child, `${key}.${name}`)]),
    );
  };
  const subtree = namespace.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
  return toTemplates(subtree, namespace) as T;
}
