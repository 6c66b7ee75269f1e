/**
 * Data sources as stored: the resource with its canonical ID (the owner's real project number), the user
 * it belongs to and the OAuth client (developer) that created it. Statements are prepared once.
 */
import type { DataSource } from '#shared/wire/fitness.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';

export interface StoredSource {
  pk: number;
  userId: string;
  clientId: string;
  resource: DataSource;
}

interface Row {
  pk: number;
  user_id: string;
  client_id: string;
  resource: string;
}

const fromRow = (row: Row): StoredSource => ({
  pk: row.pk,
  userId: row.user_id,
  clientId: row.client_id,
  resource: JSON.parse(row.resource) as DataSource,
});

export class SourceStore {
  readonly #list;
  readonly #exists;
  readonly #insert;
  readonly #replace;
  readonly #delete;

  constructor(sql: SqlAccess) {
    this.#list = sql.prepare(
      'SELECT pk, user_id, client_id, resource FROM fitness_sources WHERE user_id = ? ORDER BY stream_id',
    );
    this.#exists = sql.prepare('SELECT 1 FROM fitness_sources WHERE user_id = ? AND stream_id = ?');
    this.#insert = sql.prepare(
      `INSERT INTO fitness_sources (user_id, stream_id, client_id, data_type_name, resource, created_ms)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING pk`,
    );
    this.#replace = sql.prepare('UPDATE fitness_sources SET resource = ? WHERE pk = ?');
    this.#delete = sql.prepare('DELETE FROM fitness_sources WHERE pk = ?');
  }

  async list(userId: string): Promise<StoredSource[]> {
    return (await this.#list.all<Row>(userId)).map(fromRow);
  }

  async exists(userId: string, streamId: string): Promise<boolean> {
    return (await this.#exists.get(userId, streamId)) !== undefined;
  }

  async insert(userId: string, clientId: string, resource: DataSource, nowMs: number): Promise<StoredSource> {
    const pk = await this.#insert.value<number>(
      userId,
      resource.dataStreamId,
      clientId,
      resource.dataType.name,
      JSON.stringify(resource),
      nowMs,
    );
    return { pk: Number(pk), userId, clientId, resource };
  }

  async replaceResource(pk: number, resource: DataSource): Promise<void> {
    await this.#replace.run(JSON.stringify(resource), pk);
  }

  async delete(pk: number): Promise<void> {
    await this.#delete.run(pk);
  }
}
