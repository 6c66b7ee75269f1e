/**
 * What the account page shows and removes: the apps that hold access for a person (docs/provider.md#revoke,
 * "Remove access"), on either store.
 */
import type { SqlAccess } from '../../store/sql-access.ts';
import { withdraw } from '../grants/grant.ts';
import { grantsIn } from '../grants/store/grants-store.ts';
import { channelsOf } from './channel-revoker.ts';
import { revokeRefreshIds } from './revocation.ts';
import { accessHoldersIn, type HolderRow } from './store/access-holders.ts';

export interface AppAccess {
  clientId: string;
  clientName: string;
  scopes: string[];
  since: number;
  /**
   * When each device signed in as the person connected, oldest first: one per live refresh token (never
   * rotated, so one per device) and per code allowed but not collected yet.
   */
  devices: number[];
}

/**
 * The account page's "Remove access": every token of this client for this person stops working, on every
 * device, and a code the person allowed but the device has not collected yet will not give any. Returns how
 * many devices lost access (0: the app had no access to remove). Call in a transaction.
 */
export async function removeAccess(
  sql: SqlAccess,
  userId: string,
  clientId: string,
  now: number,
): Promise<number> {
  const rows = accessHoldersIn(sql);
  const ids = await rows.liveRefreshIds(userId, clientId);
  await revokeRefreshIds(sql, ids, now);
  await channelsOf(sql).revokeApp(userId, clientId, now);
  const accessStopped = await rows.stopAccess(userId, clientId, now);
  const grants = grantsIn(sql);
  const uncollected = await grants.findUncollected(userId, clientId, now);
  for (const grant of uncollected) await grants.save(withdraw(grant, now));
  // An access token outliving its device's refresh token (evicted past the limits) is still one device.
  return Math.max(ids.length + uncollected.length, accessStopped > 0 ? 1 : 0);
}

/**
 * The apps that hold a live refresh token or access token for this person, or that the person allowed and
 * whose device has yet to collect its tokens.
 */
export async function appsWithAccess(sql: SqlAccess, userId: string, now: number): Promise<AppAccess[]> {
  const store = accessHoldersIn(sql);
  const rows: HolderRow[] = await store.holders(userId, now);
  for (const grant of await grantsIn(sql).findUncollected(userId, undefined, now)) {
    if (grant.state.kind !== 'granted') continue;
    const name = await store.clientName(grant.clientId);
    if (name === undefined) continue;
    rows.push({
      client_id: grant.clientId,
      name,
      scopes: grant.state.scopes.join(' '),
      created_at: grant.state.decidedAt,
      kind: 'refresh',
    });
  }
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.created_at - b.created_at);
  const apps = new Map<string, AppAccess>();
  for (const row of rows) {
    const app = apps.get(row.client_id) ?? {
      clientId: row.client_id,
      clientName: row.name,
      scopes: [],
      since: row.created_at,
      devices: [],
    };
    for (const s of row.scopes.split(' ')) if (!app.scopes.includes(s)) app.scopes.push(s);
    app.since = Math.min(app.since, row.created_at);
    if (row.kind === 'refresh') app.devices.push(row.created_at);
    apps.set(row.client_id, app);
  }
  for (const app of apps.values()) {
    app.devices.sort((a, b) => a - b);
    if (app.devices.length === 0) app.devices.push(app.since);
  }
  return [...apps.values()];
}
