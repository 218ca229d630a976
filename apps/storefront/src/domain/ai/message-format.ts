/**
 * The simple formatting of assistant replies (AI-03): bold, italic, code and "- " bullet lists, and
 * links to this store's own product and collection pages (AI-30: the catalogue answers name other products).
 */
export type InlineNode = { type: 'text' | 'bold' | 'italic' | 'code'; text: string } | { type: 'link'; text: string; href: string };
export type FormattedBlock = { type: 'paragraph'; lines: InlineNode[][] } | { type: 'list'; items: InlineNode[][] };

// Code first so stars inside code stay literal; an unclosed marker (mid-stream) stays plain text.
const INLINE =
  /\[([^\]\n]+)\]\((\/(?:fr\/)?(?:products|collections)\/[\w-]+)\)|`([^`\n]+)`|\*\*([^*\n]+?)\*\*|\*([^*\s][^*\n]*?)\*|(?<![\p{L}\p{N}])_([^_\s][^_\n]*?)_(?![\p{L}\p{N}])/gu;

/** @internal exported for its tests */
export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push({ type: 'text', text: text.slice(last, match.index) });
    const [, linkText, href, code, bold, starItalic, underscoreItalic] = match;
    if (linkText !== undefined && href !== undefined) nodes.push({ type: 'link', text: linkText, href });
    else if (code !== undefined) nodes.push({ type: 'code', text: code });
    else if (bold !== undefined) nodes.push({ type: 'bold', text: bold });
    else nodes.push({ type: 'italic', text: starItalic ?? underscoreItalic ?? '' });
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push({ type: 'text', text: text.slice(last) });
  return nodes;
}

const BULLET = /^\s*[-*•]\s+(.*)$/;

export function parseMessage(text: string): FormattedBlock[] {
  const blocks: FormattedBlock[] = [];
  let current: FormattedBlock | null = null;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.trim()) {
      current = null;
      continue;
    }
    const bullet = BULLET.exec(line);
    if (bullet) {
      if (current?.type !== 'list') blocks.push((current = { type: 'list', items: [] }));
      current.items.push(parseInline(bullet[1] ?? ''));
    } else {
      if (current?.type !== 'paragraph') blocks.push((current = { type: 'paragraph', lines: [] }));
      current.lines.push(parseInline(line.trim()));
    }
  }
  return blocks;
}
