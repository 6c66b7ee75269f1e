/** Reads of the catalogue: one volume by id, and full-text search through the FTS5 index. */
import type { Db } from '../../store/db.ts';
import { VOLUME_COLUMNS, type VolumeRow } from './resources.ts';
import type { SearchPlan } from './search-query.ts';

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

export class VolumeStore {
  constructor(private readonly db: Db) {}

  get(id: string): VolumeRow | undefined {
    return this.db.prepare(`SELECT ${VOLUME_COLUMNS} FROM books_volumes v WHERE v.id = ?`).get(id) as
      VolumeRow | undefined;
  }

  exists(id: string): boolean {
    return this.db.prepare('SELECT 1 FROM books_volumes WHERE id = ?').get(id) !== undefined;
  }

  search(plan: SearchPlan, options: SearchOptions): SearchResult {
    if (plan.empty) return { totalItems: 0, rows: [] };
    const where: string[] = [];
    const params: Record<string, string | number> = {};
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
    if (options.language !== undefined) {
      where.push('v.language = @language');
      params.language = options.language;
    }
    const from =
      plan.match === undefined
        ? 'FROM books_volumes v'
        : 'FROM books_volumes_fts JOIN books_volumes v ON v.seq = books_volumes_fts.rowid';
    const filter = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const totalItems = this.db.prepare(`SELECT count(*) ${from} ${filter}`).pluck().get(params) as number;
    if (options.maxResults === 0 || options.startIndex >= totalItems) return { totalItems, rows: [] };
    const order =
      options.orderBy === 'newest'
        ? 'v.year DESC, v.seq'
        : plan.match === undefined
          ? 'v.seq'
          : `${BM25}, v.seq`;
    const rows = this.db
      .prepare(`SELECT ${VOLUME_COLUMNS} ${from} ${filter} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
      .all({ ...params, limit: options.maxResults, offset: options.startIndex }) as VolumeRow[];
    return { totalItems, rows };
  }
}
