/**
 * Calendar watch channels (watch.ts): one row per channel, numbered messages, looked up by what it watches.
 * A channel's id is its owner's choice and unique among that person's channels only.
 */
import type { SqlAccess } from '../../../store/sql-access.ts';

export interface ChannelDbRow {
  id: string;
  resource_id: string;
  resource_uri: string;
  user_id: string;
  token: string | null;
  params: string | null;
  address: string;
  expiration: number;
  message_number: number;
}

/** A new channel: its row but the message number, and the kind and target of what it watches. */
export type NewChannel = Omit<ChannelDbRow, 'message_number'> & { kind: string; target: string };

export class ChannelStore {
  readonly #exists;
  readonly #insert;
  readonly #delete;
  readonly #live;
  readonly #row;
  readonly #numbered;

  constructor(sql: SqlAccess) {
    this.#exists = sql.prepare('SELECT 1 FROM cal_channels WHERE user_id = ? AND id = ?');
    this.#insert = sql.prepare(
      `INSERT INTO cal_channels (id, resource_id, resource_uri, user_id, kind, target, address, token, params,
         expiration, message_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
    );
    this.#delete = sql.prepare('DELETE FROM cal_channels WHERE user_id = ? AND id = ?');
    this.#live = sql.prepare('SELECT * FROM cal_channels WHERE kind = ? AND target = ? AND expiration > ?');
    this.#row = sql.prepare('SELECT * FROM cal_channels WHERE user_id = ? AND id = ?');
    this.#numbered = sql.prepare('UPDATE cal_channels SET message_number = ? WHERE user_id = ? AND id = ?');
  }

  async exists(userId: string, id: string): Promise<boolean> {
    return (await this.#exists.get(userId, id)) !== undefined;
  }

  async insert(channel: NewChannel): Promise<void> {
    await this.#insert.run(
      channel.id,
      channel.resource_id,
      channel.resource_uri,
      channel.user_id,
      channel.kind,
      channel.target,
      channel.address,
      channel.token,
      channel.params,
      channel.expiration,
    );
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.#delete.run(userId, id);
  }

  /** Channels on `kind` `target` that have not expired at `now`. */
  live(kind: string, target: string, now: number): Promise<ChannelDbRow[]> {
    return this.#live.all<ChannelDbRow>(kind, target, now);
  }

  get(userId: string, id: string): Promise<ChannelDbRow | undefined> {
    return this.#row.get<ChannelDbRow>(userId, id);
  }

  async number(userId: string, id: string, messageNumber: number): Promise<void> {
    await this.#numbered.run(messageNumber, userId, id);
  }
}
