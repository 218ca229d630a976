/** Catalogue text as literal Markdown: characters that would format, link or start a block are escaped. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/[\\`*_{}[\]<>()#|!~]/g, (character) => `\\${character}`)
    .replace(/\s+/g, ' ')
    .trim();
}
