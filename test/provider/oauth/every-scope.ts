/**
 * A demo client that may be granted every scope the server's policy allows (its list set to none), for
 * tests and benches that act as apps other than the TV app (docs/identity.md#clients).
 */
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import { clientsIn } from '../../../src/provider/oauth/clients/store/clients-store.ts';

const SECRETS: Readonly<Record<string, string>> = {
  'demo-tv': 'demo-tv-secret',
  'demo-internal': 'demo-internal-secret',
};

export async function allowEveryScope(sql: SqlAccess, clientId: string, now: number): Promise<void> {
  const clients = clientsIn(sql);
  const found = await clients.find(clientId, now);
  const secret = SECRETS[clientId];
  if (found === undefined || secret === undefined) throw new Error(`no demo client ${clientId}`);
  await clients.save({ ...found.client, allowedScopes: null }, secret);
}
