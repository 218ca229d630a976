/** A title as compared for equality: accents, case, spacing and typographic quotes do not count. */
export function titleKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a title as a plain search query: no operator, field, quote or wildcard of the search syntax survives. */
export function titleSearchQuery(title: string): string {
  return title
    .replace(/[\\:()"'*]/g, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^-+/, ''))
    .filter((word) => word && !/^(AND|OR|NOT)$/.test(word))
    .join(' ');
}

/** A client-sent title, safe to quote back in a reply: no formatting markers, one line, short. */
export function quotableTitle(title: string): string {
  const plain = title
    .replace(/[*_`<>[\]\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 120 ? `${plain.slice(0, 119)}…` : plain;
}
