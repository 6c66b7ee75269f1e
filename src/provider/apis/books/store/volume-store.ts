/**
 * Reads of the catalogue: one volume by id, and full-text search through the FTS5 index (on PostgreSQL,
 * its tsvector columns: store/postgres-search.ts). A search's SQL
 * depends on which operators its query used, so those statements are kept in a small cache keyed by their
 * text instead of being prepared once up front; every other statement is prepared in the constructor.
 */
import type { SqlAccess, SqlStatement, SqlValue } from '../../../store/sql-access.ts';
import { VOLUME_COLUMNS, type VolumeRow } from '../services/resources.ts';
import type { SearchPlan } from '../services/search-query.ts';
import { ApiError } from '../../../http/errors.ts';
import { postgresSearchSql } from './postgres-search.ts';

export interface SearchOptions {
  startIndex: number;
  maxResults: number;
  orderBy: 'relevance' | 'newest';
  /** Two-letter language code the edition must have. */
  language?: string;
}

export interface SearchResult {
  totalItems: number;
  rows: VolumeRow[];
}

/**
 * Column weights of bm25 for relevance order (title, subtitle, authors, description, publisher,
 * categories): a word in the title counts most, one in the description least.
 */
const BM25 = 'bm25(books_volumes_fts, 10.0, 6.0, 5.0, 1.0, 1.0, 2.0)';

/**
 * On PostgreSQL, how long a search's statements may run before the server cancels them (statement_timeout).
 * The parser already bounds a search's terms (search-query.ts); this is the server's own guard behind it, for a
 * database under load. SQLite runs in the provider's process and has no such switch: the bound on terms is all.
 */
export const SEARCH_TIMEOUT_MS = 1000;

/** PostgreSQL's SQLSTATE for a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

/** How many distinct search statements stay prepared; the least recently used one goes first. */
export const SEARCH_CACHE_SIZE = 64;

/** Prepared statements by SQL text, at most `size`, least recently used evicted. */
class StatementCache {
  readonly #byText = new Map<string, SqlStatement>();

  constructor(
    private readonly sql: SqlAccess,
    private readonly size: number,
  ) {}

  get(text: string): SqlStatement {
    const cached = this.#byText.get(text);
    if (cached !== undefined) {
      // Map keeps insertion order: moving a hit to the end makes the first key the least recently used.
      this.#byText.delete(text);
      this.#byText.set(text, cached);
      return cached;
    }
    const prepared = this.sql.prepare(text);
    this.#byText.set(text, prepared);
    if (this.#byText.size > this.size) {
      const oldest = this.#byText.keys().next();
      if (oldest.done !== true) this.#byText.delete(oldest.value);
    }
    return prepared;
  }

  get entries(): number {
    return this.#byText.size;
  }
}

/** The WHERE clause, its parameters and the FROM of one search, built from the query's operators. */
function searchSql(plan: SearchPlan, language: string | undefined) {
  const where: string[] = [];
  const params: Record<string, SqlValue> = {};
  if (plan.match !== undefined) {
    where.push('books_volumes_fts MATCH @match');
    params.match = plan.match;
  }
  if (plan.exclude !== undefined) {
    where.push('v.seq NOT IN (SELECT rowid FROM books_volumes_fts WHERE books_volumes_fts MATCH @exclude)');
    params.exclude = plan.exclude;
  }
  plan.isbns.forEach((isbn, i) => {
    where.push(`(v.isbn13 = @isbn${i} OR v.isbn10 = @isbn${i})`);
    params[`isbn${i}`] = isbn;
  });
  plan.excludeIsbns.forEach((isbn, i) => {
    where.push(`v.isbn13 <> @notIsbn${i} AND v.isbn10 <> @notIsbn${i}`);
    params[`notIsbn${i}`] = isbn;
  });
  if (language !== undefined) {
    where.push('v.language = @language');
    params.language = language;
  }
  const from =
    plan.match === undefined
      ? 'FROM books_volumes v'
      : 'FROM books_volumes_fts JOIN books_volumes v ON v.seq = books_volumes_fts.rowid';
  const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return { from, filter, params, rank: plan.match === undefined ? undefined : BM25 };
}

export class VolumeStore {
  readonly #get;
  readonly #exists;
  readonly #firstTitled;
  readonly #spread;
  readonly #search: StatementCache;

  readonly #dialect;
  readonly #sql: SqlAccess;
  readonly #timeoutMs: number;

  /** `timeoutMs`: SEARCH_TIMEOUT_MS unless a test needs another. */
  constructor(sql: SqlAccess, timeoutMs = SEARCH_TIMEOUT_MS) {
    this.#dialect = sql.dialect;
    this.#sql = sql;
    this.#timeoutMs = timeoutMs;
    this.#get = sql.prepare(`SELECT ${VOLUME_COLUMNS} FROM books_volumes v WHERE v.id = ?`);
    this.#exists = sql.prepare('SELECT 1 FROM books_volumes WHERE id = ?');
    this.#firstTitled = sql.prepare('SELECT id FROM books_volumes WHERE title = ? ORDER BY seq LIMIT 1');
    this.#spread = sql.prepare('SELECT id FROM books_volumes WHERE seq % ? = 1 ORDER BY seq LIMIT ?');
    this.#search = new StatementCache(sql, SEARCH_CACHE_SIZE);
  }

  get(id: string): Promise<VolumeRow | undefined> {
    return this.#get.get<VolumeRow>(id);
  }

  async exists(id: string): Promise<boolean> {
    return (await this.#exists.get(id)) !== undefined;
  }

  /** The id of the first catalogue volume titled exactly `title`. */
  firstTitled(title: string): Promise<string | undefined> {
    return this.#firstTitled.value<string>(title);
  }

  /** Ids of every `step`-th volume in catalogue order (seq 1, 1 + step, ...), at most `limit`. */
  spread(step: number, limit: number): Promise<string[]> {
    return this.#spread.column<string>(step, limit);
  }

  /** How many search statements are prepared now (at most SEARCH_CACHE_SIZE). */
  get preparedSearches(): number {
    return this.#search.entries;
  }

  async search(plan: SearchPlan, options: SearchOptions): Promise<SearchResult> {
    if (plan.empty) return { totalItems: 0, rows: [] };
    if (this.#dialect === 'sqlite') return this.#run(plan, options);
    try {
      return await this.#sql.withTransaction(async () => {
        await this.#sql.exec(`SET LOCAL statement_timeout = ${String(this.#timeoutMs)}`);
        return this.#run(plan, options);
      }, 'READ COMMITTED');
    } catch (err) {
      if ((err as { code?: unknown } | null)?.code !== QUERY_CANCELED) throw err;
      throw new ApiError(503, 'backendError', 'The search took too long and was stopped; try fewer words.');
    }
  }

  async #run(plan: SearchPlan, options: SearchOptions): Promise<SearchResult> {
    const { from, filter, params, rank } =
      this.#dialect === 'postgres'
        ? postgresSearchSql(plan, options.language)
        : searchSql(plan, options.language);
    const order =
      options.orderBy === 'newest' ? 'v.year DESC, v.seq' : rank === undefined ? 'v.seq' : `${rank}, v.seq`;
    const count = this.#search.get(`SELECT count(*) ${from} ${filter}`);
    const page = this.#search.get(
      `SELECT ${VOLUME_COLUMNS} ${from} ${filter} ORDER BY ${order} LIMIT @limit OFFSET @offset`,
    );
    // The catalogue never changes once loaded, so the count and the page need no transaction together.
    const totalItems = (await count.value<number>(params)) ?? 0;
    if (options.maxResults === 0 || options.startIndex >= totalItems) return { totalItems, rows: [] };
    const rows = await page.all<VolumeRow>({
      ...params,
      limit: options.maxResults,
      offset: options.startIndex,
    });
    return { totalItems, rows };
  }
}
