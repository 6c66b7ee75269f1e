/**
 * The books API's tables: the catalogue with its FTS5 index (filled by the same migration, in one
 * transaction), each person's shelves, and the volumes on them with dense positions 0..n-1.
 */
import type { Db, Migration } from '../../../store/db.ts';
import { buildCatalogue } from './catalogue/catalogue.ts';
import { postgresDdl } from '../../../store/postgres-sql.ts';
import { loadCataloguePostgres, VECTOR_COLUMNS } from './postgres-search.ts';

const SCHEMA = `
CREATE TABLE books_volumes (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  subtitle TEXT,
  authors TEXT NOT NULL,
  publisher TEXT NOT NULL,
  year INTEGER NOT NULL,
  description TEXT NOT NULL,
  page_count INTEGER NOT NULL,
  categories TEXT NOT NULL,
  language TEXT NOT NULL,
  isbn10 TEXT NOT NULL UNIQUE,
  isbn13 TEXT NOT NULL UNIQUE,
  etag TEXT NOT NULL
);

-- External-content index over the catalogue: authors and categories are stored as JSON arrays, whose
-- brackets and quotes the tokenizer treats as separators.
CREATE VIRTUAL TABLE books_volumes_fts USING fts5(
  title, subtitle, authors, description, publisher, categories,
  content = 'books_volumes', content_rowid = 'seq',
  tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TABLE books_shelves (
  user_id TEXT NOT NULL,
  shelf_id INTEGER NOT NULL,
  title TEXT NOT NULL,
  access TEXT NOT NULL CHECK (access IN ('PUBLIC', 'PRIVATE')),
  created INTEGER NOT NULL,
  updated INTEGER NOT NULL,
  volumes_last_updated INTEGER NOT NULL,
  PRIMARY KEY (user_id, shelf_id)
);

CREATE TABLE books_shelf_volumes (
  user_id TEXT NOT NULL,
  shelf_id INTEGER NOT NULL,
  volume_id TEXT NOT NULL REFERENCES books_volumes (id),
  position INTEGER NOT NULL CHECK (position >= 0),
  added INTEGER NOT NULL,
  PRIMARY KEY (user_id, shelf_id, volume_id),
  FOREIGN KEY (user_id, shelf_id) REFERENCES books_shelves (user_id, shelf_id) ON DELETE CASCADE
);
CREATE INDEX books_shelf_volumes_order ON books_shelf_volumes (user_id, shelf_id, position);
`;

/** Inserts the whole catalogue and builds its index; runs inside the migration's transaction. */
export function loadCatalogue(db: Db): void {
  const insert = db.prepare(
    `INSERT INTO books_volumes (seq, id, title, subtitle, authors, publisher, year, description, page_count,
       categories, language, isbn10, isbn13, etag)
     VALUES (@seq, @id, @title, @subtitle, @authors, @publisher, @year, @description, @pageCount,
       @categories, @language, @isbn10, @isbn13, @etag)`,
  );
  for (const v of buildCatalogue()) {
    insert.run({
      seq: v.seq,
      id: v.id,
      title: v.title,
      subtitle: v.subtitle ?? null,
      authors: JSON.stringify(v.authors),
      publisher: v.publisher,
      year: v.year,
      description: v.description,
      pageCount: v.pageCount,
      categories: JSON.stringify(v.subjects),
      language: v.language,
      isbn10: v.isbn10,
      isbn13: v.isbn13,
      etag: v.etag,
    });
  }
  db.exec(`INSERT INTO books_volumes_fts (books_volumes_fts) VALUES ('rebuild')`);
}

/** The tables without SQLite's FTS5 index, which PostgreSQL replaces with tsvector columns. */
const POSTGRES_SCHEMA = `${postgresDdl(SCHEMA.replace(/-- External-content index[\s\S]*?\);\n/, ''))}
  ${VECTOR_COLUMNS}`;

export const booksMigrations: readonly Migration[] = [
  { id: 'books-001-schema', up: { sqlite: SCHEMA, postgres: POSTGRES_SCHEMA } },
  { id: 'books-002-catalogue', up: { sqlite: loadCatalogue, postgres: loadCataloguePostgres } },
];
