/**
 * Shopify's search syntax (shopify.dev/docs/api/usage/search-syntax): words and "quoted phrases"
 * are ANDed unless joined by OR; `field:value` (with `:>`, `:<`, `:>=`, `:<=`), NOT or a leading
 * `-` negates, parentheses group, a trailing `*` asks for a prefix match, and a backslash makes the
 * special characters `:` `\` `(` `)` plain text.
 */
export type SearchNode =
  | { type: 'and'; children: SearchNode[] }
  | { type: 'or'; children: SearchNode[] }
  | { type: 'not'; child: SearchNode }
  | SearchTerm;

export interface SearchTerm {
  type: 'term';
  /** Lower-cased field name (vendor, tag, product_type, ...); undefined for free text. */
  field?: string;
  comparator: ':' | '>' | '<' | '>=' | '<=';
  value: string;
  phrase: boolean;
  prefix: boolean;
}

type Token = { kind: 'word'; text: string; quoted: boolean } | { kind: 'open' | 'close' | 'or' | 'and' | 'not' };

// An escaped colon stands in the word as this private character until the field is read, so it never names one.
const ESCAPED_COLON = '\uE000';

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < query.length) {
    const char = query[index]!;
    if (/\s/.test(char)) index += 1;
    else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close' });
      index += 1;
    } else {
      let text = '';
      let quoted = false;
      while (index < query.length && !/[\s()]/.test(query[index]!)) {
        if (query[index] === '\\' && index + 1 < query.length) {
          const escaped = query[index + 1]!;
          text += escaped === ':' ? ESCAPED_COLON : escaped;
          index += 2;
        } else if (query[index] === '"' || query[index] === "'") {
          const quote = query[index]!;
          const end = query.indexOf(quote, index + 1);
          const stop = end === -1 ? query.length : end;
          text += query.slice(index + 1, stop);
          quoted = true;
          index = stop + 1;
        } else {
          text += query[index];
          index += 1;
        }
      }
      if (!quoted && text === 'OR') tokens.push({ kind: 'or' });
      else if (!quoted && text === 'AND') tokens.push({ kind: 'and' });
      else if (!quoted && text === 'NOT') tokens.push({ kind: 'not' });
      else if (text !== '' || quoted) tokens.push({ kind: 'word', text, quoted });
    }
  }
  return tokens;
}

function toTerm(raw: string, quoted: boolean): SearchTerm {
  const field = /^([A-Za-z_][\w.]*):(>=|<=|>|<)?(.*)$/s.exec(raw);
  const prefix = raw.endsWith('*') && !quoted;
  const strip = (value: string) => (prefix ? value.slice(0, -1) : value).replaceAll(ESCAPED_COLON, ':');
  if (field) {
    return {
      type: 'term',
      field: field[1]!.toLowerCase(),
      comparator: (field[2] as SearchTerm['comparator'] | undefined) ?? ':',
      value: strip(field[3]!),
      phrase: quoted,
      prefix,
    };
  }
  return { type: 'term', comparator: ':', value: strip(raw), phrase: quoted && /\s/.test(raw), prefix };
}

class Parser {
  private position = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): SearchNode | null {
    const node = this.parseOr();
    return node;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  private parseOr(): SearchNode | null {
    const children: SearchNode[] = [];
    const first = this.parseAnd();
    if (first) children.push(first);
    while (this.peek()?.kind === 'or') {
      this.position += 1;
      const next = this.parseAnd();
      if (next) children.push(next);
    }
    if (children.length === 0) return null;
    return children.length === 1 ? children[0]! : { type: 'or', children };
  }

  private parseAnd(): SearchNode | null {
    const children: SearchNode[] = [];
    for (;;) {
      const token = this.peek();
      if (!token || token.kind === 'or' || token.kind === 'close') break;
      if (token.kind === 'and') {
        this.position += 1;
        continue;
      }
      const unary = this.parseUnary();
      if (unary) children.push(unary);
    }
    if (children.length === 0) return null;
    return children.length === 1 ? children[0]! : { type: 'and', children };
  }

  private parseUnary(): SearchNode | null {
    const token = this.tokens[this.position++]!;
    if (token.kind === 'not') {
      const child = this.peek() ? this.parseUnary() : null;
      return child ? { type: 'not', child } : null;
    }
    if (token.kind === 'open') {
      const inner = this.parseOr();
      if (this.peek()?.kind === 'close') this.position += 1;
      return inner;
    }
    if (token.kind !== 'word') return null;
    if (!token.quoted && token.text.startsWith('-') && token.text.length > 1) {
      return { type: 'not', child: toTerm(token.text.slice(1), false) };
    }
    return toTerm(token.text, token.quoted);
  }
}

/** The query's syntax tree, or null when it holds no terms. */
export function parseSearchQuery(query: string): SearchNode | null {
  return new Parser(tokenize(query)).parse();
}

/** The free-text terms of a tree in reading order (what full-text ranking scores). */
export function textTerms(node: SearchNode | null, negated = false): SearchTerm[] {
  if (!node) return [];
  if (node.type === 'term') return node.field || negated ? [] : [node];
  if (node.type === 'not') return textTerms(node.child, !negated);
  return node.children.flatMap((child) => textTerms(child, negated));
}
