/**
 * A tsquery as PostgreSQL writes it out (`tsquery::text`), read back into a tree so the in-memory
 * catalogue index can answer it: `'cold' & ( 'press' | 'process' ) & 'oil':*`. PostgreSQL does
 * the stemming; this only reads its answer.
 */
export type QueryNode =
  /** `weighted`: found only at some weights (`'oil':A`), which the index does not tell apart. */
  | { kind: 'lexeme'; lexeme: string; prefix: boolean; weighted: boolean }
  | { kind: 'and' | 'or' | 'phrase'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode };

/** Reads PostgreSQL's tsquery text; null for the empty query (every word was a stop word). */
export function readTsquery(text: string): QueryNode | null {
  const tokens = tokenize(text);
  if (tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++];

  // Binding, loosest first, as PostgreSQL prints it: |, &, <->, !.
  const orList = (): QueryNode => joined('or', '|', andList);
  const andList = (): QueryNode => joined('and', '&', phraseList);
  const phraseList = (): QueryNode => joined('phrase', '<->', unary);
  function joined(kind: 'and' | 'or' | 'phrase', operator: string, next: () => QueryNode) {
    const children = [next()];
    while (peek()?.operator === operator) {
      take();
      children.push(next());
    }
    return children.length === 1 ? children[0]! : { kind, children };
  }
  function unary(): QueryNode {
    const token = take();
    if (!token) throw new Error(`tsquery ends early: ${text}`);
    if (token.operator === '!') return { kind: 'not', child: unary() };
    if (token.operator === '(') {
      const inner = orList();
      if (take()?.operator !== ')') throw new Error(`tsquery misses ')': ${text}`);
      return inner;
    }
    if (token.lexeme === undefined)
      throw new Error(`tsquery has '${token.operator}' early: ${text}`);
    return { kind: 'lexeme', lexeme: token.lexeme, prefix: token.prefix, weighted: token.weighted };
  }

  const tree = orList();
  if (at !== tokens.length) throw new Error(`tsquery has more after the end: ${text}`);
  return tree;
}

type Token =
  | { operator: string; lexeme?: undefined }
  | { lexeme: string; prefix: boolean; weighted: boolean; operator?: undefined };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at]!;
    if (char === ' ') {
      at++;
    } else if (char === "'") {
      // Quotes and backslashes inside a lexeme are written doubled.
      let lexeme = '';
      at++;
      for (;;) {
        if (at >= text.length) throw new Error(`tsquery lexeme not closed: ${text}`);
        const inner = text[at]!;
        if ((inner === "'" || inner === '\\') && text[at + 1] === inner) {
          lexeme += inner;
          at += 2;
        } else if (inner === "'") {
          at++;
          break;
        } else {
          lexeme += inner;
          at++;
        }
      }
      // ':*' marks a prefix; weight letters (':A', ':*AB') only narrow where it is found.
      const suffix = /^:(\*?)([ABCD]*)/.exec(text.slice(at));
      tokens.push({ lexeme, prefix: suffix?.[1] === '*', weighted: Boolean(suffix?.[2]) });
      at += suffix?.[0].length ?? 0;
    } else if (char === '<') {
      // <-> and <N>: followed by, at a distance; the index reads both as 'and'.
      const end = text.indexOf('>', at);
      if (end < 0) throw new Error(`tsquery phrase operator not closed: ${text}`);
      tokens.push({ operator: '<->' });
      at = end + 1;
    } else if ('&|!()'.includes(char)) {
      tokens.push({ operator: char });
      at++;
    } else {
      throw new Error(`tsquery has an unexpected '${char}': ${text}`);
    }
  }
  return tokens;
}
