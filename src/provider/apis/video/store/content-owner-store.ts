/**
 * Content owners and the service clients that manage them (docs/provider.md#video-channels-get-videov3channels):
 * who may act for an owner with onBehalfOfContentOwner. Statements prepared once, on either store.
 */
import type { SqlAccess } from '../../../store/sql-access.ts';

export interface ContentOwner {
  id: string;
  displayName: string;
}

export class ContentOwnerStore {
  readonly #manages;
  readonly #insertOwner;
  readonly #insertManager;

  constructor(sql: SqlAccess) {
    this.#manages = sql.prepare(
      'SELECT 1 FROM video_content_owner_managers WHERE content_owner_id = ? AND client_id = ?',
    );
    this.#insertOwner = sql.prepare('INSERT INTO video_content_owners (id, display_name) VALUES (?, ?)');
    this.#insertManager = sql.prepare(
      'INSERT INTO video_content_owner_managers (content_owner_id, client_id) VALUES (?, ?)',
    );
  }

  /** Whether the service client with this client_id manages the content owner (false for an unknown owner). */
  async managedBy(contentOwnerId: string, clientId: string): Promise<boolean> {
    return (await this.#manages.value(contentOwnerId, clientId)) !== undefined;
  }

  /** A new content owner and the service clients that manage it. */
  async add(owner: ContentOwner, managers: readonly string[]): Promise<void> {
    await this.#insertOwner.run(owner.id, owner.displayName);
    for (const clientId of managers) await this.#insertManager.run(owner.id, clientId);
  }
}
