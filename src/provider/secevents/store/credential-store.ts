/**
 * What issuing a receiver credential writes (credential.ts): the client's stream, made if it has none, with
 * the new credential's digest. The command line runs without the authorization server's services, so the
 * client is looked up in its table, which is on the same store (docs/provider.md#storage).
 */
import type { SqlAccess } from '../../store/sql-access.ts';

export class CredentialStore {
  readonly #client;
  readonly #issue;

  // Made once per command: the statements are prepared here rather than kept.
  constructor(sql: SqlAccess) {
    this.#client = sql.prepare('SELECT 1 FROM oauth_clients WHERE id = ?');
    this.#issue = sql.prepare(
      `INSERT INTO secevent_streams (client_id, credential_digest, created_at, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (client_id) DO UPDATE SET credential_digest = excluded.credential_digest, updated_at = excluded.updated_at`,
    );
  }

  async clientExists(clientId: string): Promise<boolean> {
    return (await this.#client.get(clientId)) !== undefined;
  }

  /** The client's stream opens with `credentialDigest` from now on, and no other. */
  async issue(clientId: string, credentialDigest: string, now: number): Promise<void> {
    await this.#issue.run(clientId, credentialDigest, now, now);
  }
}
