/**
 * The `q` of volumes search, as the public API reads it: words, "quoted phrases", a leading `-` to exclude,
 * and the operators intitle:, inauthor:, inpublisher:, subject:, isbn: (plus lccn: and oclc:, which no
 * volume here has). Parsing and the translation to an FTS5 MATCH expression are pure functions.
 *
 * A search's work is bounded here, before any store sees it (docs/books.md#bounded-work): a repeated term is
 * kept once, at most MAX_SEARCH_WORDS words are kept, and only a word of MIN_PREFIX_LENGTH letters or more
 * matches as a prefix, so that no query makes the full-text index merge the posting lists of every word in
 * the catalogue many times over.
 */

export const SEARCH_OPERATORS = [
  'intitle',
  'inauthor',
  'inpublisher',
  'subject',
  'isbn',
  'lccn',
  'oclc',
] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];
export type SearchField = 'text' | SearchOperator;

export interface SearchTerm {
  field: SearchField;
  /** Lower-cased words; for isbn: the number without hyphens or spaces. */
  words: string[];
  /** Quoted, or several words joined without spaces (`d'urbervilles`): the words must be adjacent. */
  phrase: boolean;
  negated: boolean;
}

export interface ParsedQuery {
  terms: SearchTerm[];
}

/** The most words (phrase words, exclusions and ISBNs included) one search keeps; the rest are dropped. */
export const MAX_SEARCH_WORDS = 32;
/** A shorter unquoted word matches only itself: `a *` would stand for every word that starts with `a`. */
export const MIN_PREFIX_LENGTH = 3;

const WORD = /[\p{L}\p{N}]+/gu;

function wordsOf(value: string): string[] {
  return (value.toLowerCase().match(WORD) ?? []).filter((w) => w.length > 0);
}

function operatorOf(name: string): SearchOperator | undefined {
  const lower = name.toLowerCase();
  return SEARCH_OPERATORS.find((op) => op === lower);
}

/** Identical terms folded into one, then terms kept in order while their words fit MAX_SEARCH_WORDS. */
function bounded(terms: readonly SearchTerm[]): SearchTerm[] {
  const seen = new Set<string>();
  const kept: SearchTerm[] = [];
  let words = 0;
  for (const term of terms) {
    const key = JSON.stringify([term.field, term.negated, term.phrase, term.words]);
    if (seen.has(key)) continue;
    seen.add(key);
    const room = MAX_SEARCH_WORDS - words;
    if (room <= 0) break;
    // A phrase longer than what is left keeps its first words: still a phrase, a little less exact.
    const cut = term.words.length > room ? { ...term, words: term.words.slice(0, room) } : term;
    kept.push(cut);
    words += cut.words.length;
  }
  return kept;
}

/** Splits `q` into terms; never throws (any text is a valid query, some match nothing). */
export function parseSearchQuery(q: string): ParsedQuery {
  const terms: SearchTerm[] = [];
  let i = 0;
  while (i < q.length) {
    while (i < q.length && /\s/.test(q.charAt(i))) i++;
    if (i >= q.length) break;
    let negated = false;
    if (q.charAt(i) === '-' && i + 1 < q.length && !/\s/.test(q.charAt(i + 1))) {
      negated = true;
      i++;
    }
    let field: SearchField = 'text';
    const op = /^([A-Za-z]+):(?=\S)/.exec(q.slice(i));
    const operator = op ? operatorOf(op[1] ?? '') : undefined;
    if (op && operator) {
      field = operator;
      i += op[0].length;
    }
    let value: string;
    let quoted = false;
    if (q.charAt(i) === '"') {
      const close = q.indexOf('"', i + 1);
      const end = close === -1 ? q.length : close;
      value = q.slice(i + 1, end);
      i = end + 1;
      quoted = true;
    } else {
      const start = i;
      while (i < q.length && !/\s/.test(q.charAt(i))) i++;
      value = q.slice(start, i);
    }
    if (field === 'isbn' || field === 'lccn' || field === 'oclc') {
      const number = value.replace(/[\s-]/g, '').toUpperCase();
      if (number !== '') terms.push({ field, words: [number], phrase: false, negated });
      continue;
    }
    const words = wordsOf(value);
    if (words.length === 0) continue;
    terms.push({ field, words, phrase: quoted || words.length > 1, negated });
  }
  return { terms: bounded(terms) };
}

/** Whether a term matches every word that starts with it: one unquoted word, long enough to narrow. */
function isPrefix(term: SearchTerm): boolean {
  return !term.phrase && (term.words[0]?.length ?? 0) >= MIN_PREFIX_LENGTH;
}

/** FTS5 column filters per field; plain words search title, subtitle, authors and description. */
const COLUMNS: Record<'text' | 'intitle' | 'inauthor' | 'inpublisher' | 'subject', string> = {
  text: '{title subtitle authors description}',
  intitle: '{title subtitle}',
  inauthor: 'authors',
  inpublisher: 'publisher',
  subject: 'categories',
};

/** One term as FTS5 syntax; a single unquoted word matches as a prefix ("pri" finds "Pride"). */
function ftsTerm(term: SearchTerm, column: string): string {
  const quoted = `"${term.words.join(' ')}"`;
  return `${column} : ${isPrefix(term) ? `${quoted} *` : quoted}`;
}

/** One full-text term for PostgreSQL: which field it searches and its tsquery text. */
export interface TsTerm {
  field: 'text' | 'intitle' | 'inauthor' | 'inpublisher' | 'subject';
  /** `word:*` for one word (a prefix, as on SQLite), `w1 <-> w2` for a phrase. */
  query: string;
}

/** One term as PostgreSQL tsquery text; words hold only letters and digits, so none becomes syntax. */
function tsTerm(term: SearchTerm): string {
  return isPrefix(term) ? `${term.words[0] ?? ''}:*` : term.words.join(' <-> ');
}

export interface SearchPlan {
  /** PostgreSQL's form of `match` and `exclude`: every positive term must match, no negative one. */
  tsPositive: TsTerm[];
  tsNegative: TsTerm[];
  /** FTS5 MATCH expression every result must satisfy, or undefined when no full-text term is given. */
  match: string | undefined;
  /** FTS5 MATCH expression of the excluded terms (`-word`), or undefined. */
  exclude: string | undefined;
  /** ISBN-10 or ISBN-13 numbers every result must carry. */
  isbns: string[];
  /** ISBN-10 or ISBN-13 numbers no result may carry. */
  excludeIsbns: string[];
  /** True when the query can match nothing (lccn:/oclc:, or only exclusions). */
  empty: boolean;
}

/** Turns parsed terms into FTS5 expressions (every word is quoted, so user text never becomes syntax). */
export function planSearch(parsed: ParsedQuery): SearchPlan {
  const positive: string[] = [];
  const negative: string[] = [];
  const tsPositive: TsTerm[] = [];
  const tsNegative: TsTerm[] = [];
  const isbns: string[] = [];
  const excludeIsbns: string[] = [];
  let empty = false;
  for (const term of parsed.terms) {
    if (term.field === 'lccn' || term.field === 'oclc') {
      if (!term.negated) empty = true;
      continue;
    }
    if (term.field === 'isbn') {
      (term.negated ? excludeIsbns : isbns).push(term.words[0] ?? '');
      continue;
    }
    (term.negated ? negative : positive).push(`(${ftsTerm(term, COLUMNS[term.field])})`);
    (term.negated ? tsNegative : tsPositive).push({ field: term.field, query: tsTerm(term) });
  }
  if (positive.length === 0 && isbns.length === 0) empty = true;
  return {
    tsPositive,
    tsNegative,
    match: positive.length > 0 ? positive.join(' AND ') : undefined,
    exclude: negative.length > 0 ? negative.join(' OR ') : undefined,
    isbns,
    excludeIsbns,
    empty,
  };
}
