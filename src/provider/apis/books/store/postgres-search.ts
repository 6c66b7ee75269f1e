/**
 * Book search on PostgreSQL (docs/provider.md#storage): full-text search with `tsvector` columns in place
 * of SQLite's FTS5 index. The catalogue never changes once loaded, so the vectors are written with each
 * volume instead of being generated columns. Words are cut and folded here, as FTS5's unicode61 tokenizer
 * does (letters and digits, lower case, diacritics removed), and given to the `simple` configuration, which
 * then neither stems nor drops words: a search finds the same volumes on both stores.
 */
import type { SqlAccess, SqlValue } from '../../../store/sql-access.ts';
import { buildCatalogue, type CatalogueVolume } from './catalogue/catalogue.ts';
import type { SearchPlan, TsTerm } from '../services/search-query.ts';

/** The words of `text` as FTS5 sees them, space-separated. */
export function foldWords(text: string): string {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return (folded.match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/** The tsvector column each search field matches (the text field: title, subtitle, authors, description). */
const VECTOR: Record<TsTerm['field'], string> = {
  text: 'v.ts_text',
  intitle: 'v.ts_title',
  inauthor: 'v.ts_authors',
  inpublisher: 'v.ts_publisher',
  subject: 'v.ts_categories',
};

/**
 * The vectors beside the catalogue's columns: one per search field, and `ts_rank_all` weighting every column
 * for relevance order as the SQLite side's bm25 weights do (title A, subtitle and authors B, categories C,
 * description and publisher D).
 */
export const VECTOR_COLUMNS = `
  ALTER TABLE books_volumes ADD COLUMN ts_text tsvector NOT NULL DEFAULT '';
  ALTER TABLE books_volumes ADD COLUMN ts_title tsvector NOT NULL DEFAULT '';
  ALTER TABLE books_volumes ADD COLUMN ts_authors tsvector NOT NULL DEFAULT '';
  ALTER TABLE books_volumes ADD COLUMN ts_publisher tsvector NOT NULL DEFAULT '';
  ALTER TABLE books_volumes ADD COLUMN ts_categories tsvector NOT NULL DEFAULT '';
  ALTER TABLE books_volumes ADD COLUMN ts_rank_all tsvector NOT NULL DEFAULT '';
  CREATE INDEX books_volumes_ts_text ON books_volumes USING GIN (ts_text);
  CREATE INDEX books_volumes_ts_title ON books_volumes USING GIN (ts_title);
  CREATE INDEX books_volumes_ts_authors ON books_volumes USING GIN (ts_authors);
`;

const ts = (param: string, weight: string): string =>
  `setweight(to_tsvector('simple', @${param}), '${weight}')`;

const INSERT = `INSERT INTO books_volumes (seq, id, title, subtitle, authors, publisher, year, description, page_count,
    categories, language, isbn10, isbn13, etag, ts_text, ts_title, ts_authors, ts_publisher, ts_categories,
    ts_rank_all)
  VALUES (@seq, @id, @title, @subtitle, @authors, @publisher, @year, @description, @pageCount, @categories,
    @language, @isbn10, @isbn13, @etag,
    ${ts('wTitle', 'A')} || ${ts('wSubtitle', 'B')} || ${ts('wAuthors', 'B')} || ${ts('wDescription', 'D')},
    ${ts('wTitle', 'A')} || ${ts('wSubtitle', 'B')}, to_tsvector('simple', @wAuthors),
    to_tsvector('simple', @wPublisher), to_tsvector('simple', @wCategories),
    ${ts('wTitle', 'A')} || ${ts('wSubtitle', 'B')} || ${ts('wAuthors', 'B')} || ${ts('wDescription', 'D')}
      || ${ts('wPublisher', 'D')} || ${ts('wCategories', 'C')})`;

function params(v: CatalogueVolume): Record<string, SqlValue> {
  const authors = JSON.stringify(v.authors);
  const categories = JSON.stringify(v.subjects);
  return {
    seq: v.seq,
    id: v.id,
    title: v.title,
    subtitle: v.subtitle ?? null,
    authors,
    publisher: v.publisher,
    year: v.year,
    description: v.description,
    pageCount: v.pageCount,
    categories,
    language: v.language,
    isbn10: v.isbn10,
    isbn13: v.isbn13,
    etag: v.etag,
    wTitle: foldWords(v.title),
    wSubtitle: foldWords(v.subtitle ?? ''),
    wAuthors: foldWords(authors),
    wDescription: foldWords(v.description),
    wPublisher: foldWords(v.publisher),
    wCategories: foldWords(categories),
  };
}

/** The PostgreSQL side of books-002-catalogue: every volume with its vectors, in the migration's transaction. */
export async function loadCataloguePostgres(sql: SqlAccess): Promise<void> {
  const insert = sql.prepare(INSERT);
  for (const volume of buildCatalogue()) await insert.run(params(volume));
}

/** The FROM, WHERE and relevance order of one search on PostgreSQL, with its named parameters. */
export function postgresSearchSql(plan: SearchPlan, language: string | undefined) {
  const where: string[] = [];
  const values: Record<string, SqlValue> = {};
  const query = (term: TsTerm): string => term.query.replace(/[\p{L}\p{N}]+/gu, (word) => foldWords(word));
  plan.tsPositive.forEach((term, i) => {
    where.push(`${VECTOR[term.field]} @@ to_tsquery('simple', @match${i})`);
    values[`match${i}`] = query(term);
  });
  plan.tsNegative.forEach((term, i) => {
    where.push(`NOT (${VECTOR[term.field]} @@ to_tsquery('simple', @exclude${i}))`);
    values[`exclude${i}`] = query(term);
  });
  plan.isbns.forEach((isbn, i) => {
    where.push(`(v.isbn13 = @isbn${i} OR v.isbn10 = @isbn${i})`);
    values[`isbn${i}`] = isbn;
  });
  plan.excludeIsbns.forEach((isbn, i) => {
    where.push(`v.isbn13 <> @notIsbn${i} AND v.isbn10 <> @notIsbn${i}`);
    values[`notIsbn${i}`] = isbn;
  });
  if (language !== undefined) {
    where.push('v.language = @language');
    values.language = language;
  }
  let rank: string | undefined;
  if (plan.tsPositive.length > 0) {
    rank = `ts_rank(v.ts_rank_all, to_tsquery('simple', @rank)) DESC`;
    values.rank = plan.tsPositive.map((term) => `(${query(term)})`).join(' & ');
  }
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return { from: 'FROM books_volumes v', filter, params: values, rank };
}
