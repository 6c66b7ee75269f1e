/**
 * Receiver credentials (docs/identity.md#receiver-credentials): `npm run provider -- issue-receiver-credential
 * <client_id>` makes the client's stream if it has none and gives it a new bearer secret, printed once and
 * stored only as its SHA-256; the one it had before stops working. It is the receiver's, never the client
 * secret: an app's secret sits on every TV, the receiver's on one server.
 */
import { digest, randomToken } from '../oauth/module.ts';
import type { Db } from '../store/db.ts';
import type { SqlAccess } from '../store/sql-access.ts';
import { CredentialStore } from './store/credential-store.ts';

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
  const store = new CredentialStore(sql);
  if (!(await store.clientExists(clientId))) return undefined;
  const credential = randomToken();
  await store.issue(clientId, digest(credential), now);
  return credential;
}
