/**
 * Registering, rotating and removing clients (docs/identity.md#clients), for the command line and /admin
 * alike; each action is written to the audit log with who did it. Secrets are returned once and stored only
 * as digests. Removing a client revokes every token it holds and tells its receiver, as "Remove access" does
 * for one person: one `token-revoked` per person, raised once the removal has committed.
 */
import { removeAccess } from '../tokens/app-access.ts';
import { accessHoldersIn } from '../tokens/store/access-holders.ts';
import { serviceTokensIn } from '../tokens/store/service-tokens-store.ts';
import type { AccountActionEnv } from '../events/account-actions.ts';
import type { Client } from '../clients/client.ts';
import { clientsIn, type ListedClient, type ServiceClientInput } from '../clients/store/clients-store.ts';
import type { SqlAccess } from '../../store/sql-access.ts';
import { auditIn } from './store/audit-store.ts';

/** Who acts, and when: an administrator's email address or the command line's name for itself. */
export interface Acting {
  by: string;
  now: number;
}

/** Every live client, by name. */
export const listClients = (sql: SqlAccess): Promise<ListedClient[]> => clientsIn(sql).list();

export const clientLabel = (client: Pick<Client, 'id' | 'name'>): string => `${client.name} (${client.id})`;

export async function addClient(
  env: AccountActionEnv,
  { by, now }: Acting,
  input: Omit<Client, 'id' | 'type'> & { type: 'tv' | 'web' },
): Promise<{ client: Client; secret: string }> {
  return env.sql.withTransaction(async () => {
    const made = await clientsIn(env.sql).register(input, now);
    await auditIn(env.sql).record({
      at: now,
      actor: by,
      action: 'added client',
      target: clientLabel(made.client),
    });
    return made;
  });
}

/**
 * Registers a service client with its public key (SPKI PEM, clients/service-key.ts); it has no secret, and
 * signs its own assertions (docs/identity.md#service-accounts).
 */
export async function addServiceClient(
  env: AccountActionEnv,
  { by, now }: Acting,
  input: ServiceClientInput,
  publicKey: string,
): Promise<Client> {
  return env.sql.withTransaction(async () => {
    const client = await clientsIn(env.sql).registerService(input, publicKey, now);
    await auditIn(env.sql).record({
      at: now,
      actor: by,
      action: 'added client',
      target: clientLabel(client),
    });
    return client;
  });
}

/**
 * The client's new secret; 'unknown' when no live client has that id, 'service' for a service client,
 * which has a key and no secret. The old secret stops at once.
 */
export async function rotateClientSecret(
  env: AccountActionEnv,
  { by, now }: Acting,
  id: string,
): Promise<{ secret: string } | 'unknown' | 'service'> {
  return env.sql.withTransaction(async () => {
    const client = (await clientsIn(env.sql).find(id, now))?.client;
    if (client?.type === 'service') return 'service';
    const secret = client && (await clientsIn(env.sql).rotateSecret(id));
    if (client === undefined || secret === undefined) return 'unknown';
    await auditIn(env.sql).record({
      at: now,
      actor: by,
      action: 'rotated the secret of',
      target: clientLabel(client),
    });
    return { secret };
  });
}

/** What removing did: the client, and how many people's access to it was revoked. */
export interface Removed {
  client: Client;
  people: number;
}

export async function removeClient(
  env: AccountActionEnv,
  { by, now }: Acting,
  id: string,
): Promise<Removed | undefined> {
  return env.sql.withTransaction(async (tx) => {
    const clients = clientsIn(env.sql);
    const client = (await clients.find(id, now))?.client;
    if (client === undefined || !(await clients.markRemoved(id, now))) return undefined;
    const people = await accessHoldersIn(env.sql).peopleOf(id, now);
    const devices = new Map<string, number>();
    for (const userId of people) devices.set(userId, await removeAccess(env.sql, userId, id, now));
    // A service client's tokens speak for nobody: they stop, and no person's receiver hears of it.
    await serviceTokensIn(env.sql).revokeAllOf(id, now);
    await auditIn(env.sql).record({
      at: now,
      actor: by,
      action: 'removed client',
      target: `${clientLabel(client)}; access revoked for ${people.length} ${people.length === 1 ? 'person' : 'people'}`,
    });
    tx.afterCommit(() => {
      for (const accountId of people)
        env.events.raise({
          kind: 'token-revoked',
          accountId,
          clientId: id,
          devices: devices.get(accountId) ?? 0,
          at: now,
        });
    });
    return { client, people: people.length };
  });
}

/**
 * Writes that a receiver credential was issued for this client's security event stream
 * (docs/identity.md#receiver-credentials); the credential is the security events module's to make, and
 * never written here. In the transaction that issues it.
 */
export async function auditReceiverCredential(
  env: Pick<AccountActionEnv, 'sql'>,
  { by, now }: Acting,
  id: string,
): Promise<void> {
  const client = (await clientsIn(env.sql).find(id, now))?.client;
  await auditIn(env.sql).record({
    at: now,
    actor: by,
    action: 'issued a receiver credential for',
    target: client === undefined ? id : clientLabel(client),
  });
}
