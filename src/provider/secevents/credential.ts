/**
 * Receiver credentials (docs/identity.md#receiver-credentials): `npm run provider -- issue-receiver-credential
 * <client_id>` makes the client's stream if it has none and gives it a new bearer secret, printed once and
 * stored only as its SHA-256; the one it had before stops working. It is the receiver's, never the client
 * secret: an app's secret sits on every TV, the receiver's on one server.
 */
import { digest, randomToken } from '../oauth/module.ts';
import type { Db } from '../store/db.ts';
import type { SqlAccess } from '../store/sql-access.ts';

/** Where the clients are (the authorization server's database) and where the streams are (`sql`). */
export interface CredentialStores {
  db: Db;
  sql: SqlAccess;
}

/** The new credential, or undefined when no client has that id. */
export async function issueReceiverCredential(
  { sql }: CredentialStores,
  clientId: string,
  now: number,
): Promise<string | undefined> {
  // The authorization server's clients are on the same store (docs/provider.md#storage).
  const client = await sql.prepare('SELECT 1 FROM oauth_clients WHERE id = ?').get(clientId);
  if (client === undefined) return undefined;
  const credential = randomToken();
  // Run once per command: prepared here rather than kept.
  await sql
    .prepare(
      `INSERT INTO secevent_streams (client_id, credential_digest, created_at, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (client_id) DO UPDATE SET credential_digest = excluded.credential_digest, updated_at = excluded.updated_at`,
    )
    .run(clientId, digest(credential), now, now);
  return credential;
}
