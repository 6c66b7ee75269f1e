/**
 * Data sources as stored: the resource with its canonical ID (the owner's real project number), the user
 * it belongs to and the OAuth client (developer) that created it.
 */
import type { DataSource } from '#shared/wire/fitness.ts';
import type { Db } from '../../store/db.ts';
import { ApiError } from '../../http/errors.ts';

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

export function listSources(db: Db, userId: string): StoredSource[] {
  const rows = db
    .prepare(
      'SELECT pk, user_id, client_id, resource FROM fitness_sources WHERE user_id = ? ORDER BY stream_id',
    )
    .all(userId) as Row[];
  return rows.map(fromRow);
}

export function insertSource(
  db: Db,
  userId: string,
  clientId: string,
  resource: DataSource,
  nowMs: number,
): StoredSource {
  const exists = db
    .prepare('SELECT 1 FROM fitness_sources WHERE user_id = ? AND stream_id = ?')
    .get(userId, resource.dataStreamId);
  if (exists !== undefined) {
    throw new ApiError(409, 'conflict', `Data source already exists: ${resource.dataStreamId}`);
  }
  const info = db
    .prepare(
      `INSERT INTO fitness_sources (user_id, stream_id, client_id, data_type_name, resource, created_ms)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(userId, resource.dataStreamId, clientId, resource.dataType.name, JSON.stringify(resource), nowMs);
  return { pk: Number(info.lastInsertRowid), userId, clientId, resource };
}

export function replaceSourceResource(db: Db, pk: number, resource: DataSource): void {
  db.prepare('UPDATE fitness_sources SET resource = ? WHERE pk = ?').run(JSON.stringify(resource), pk);
}

export function deleteSource(db: Db, pk: number): void {
  db.prepare('DELETE FROM fitness_sources WHERE pk = ?').run(pk);
}
