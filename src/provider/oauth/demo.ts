/**
 * The demo clients and people of the README, created when the database is new and PROVIDER_DEMO is 1
 * (server.ts); the database then says it holds demo data (store/demo-marker.ts).
 */
import type { DemoUsers } from '../module.ts';
import type { SqlAccess } from '../store/sql-access.ts';
import { SCOPES } from '#shared/scopes.ts';
import { hashPassword } from './accounts/passwords.ts';
import { usersIn } from './accounts/store/users-store.ts';
import { clientsIn } from './clients/store/clients-store.ts';
import { seedDemoService } from './demo-service.ts';
import { markDemoData } from './store/demo-marker.ts';

export const DEMO_USERS: DemoUsers = {
  alice: { id: '1001', email: 'alice@example.com' },
  bob: { id: '1002', email: 'bob@other.example' },
};

/** Every video scope: bob's administrator forbids them all. */
const VIDEO_SCOPES = [
  SCOPES.video,
  SCOPES.videoChannelMembershipsCreator,
  SCOPES.videoForceSsl,
  SCOPES.videoReadonly,
  SCOPES.videoUpload,
  SCOPES.videoPartner,
  SCOPES.videoPartnerChannelAudit,
];

/**
 * What the demo clients may be granted: exactly what the TV app asks for in public/config.json (a test holds
 * the two together), so that a scope the app does not use is invalid_scope for them.
 */
export const DEMO_CLIENT_SCOPES: readonly string[] = [
  'openid',
  'email',
  'profile',
  SCOPES.videoReadonly,
  SCOPES.calendarReadonly,
  SCOPES.fitnessActivityRead,
  SCOPES.fitnessBodyRead,
  SCOPES.fitnessHeartRateRead,
  SCOPES.fitnessLocationRead,
  SCOPES.books,
  SCOPES.realtimeBidding,
  SCOPES.searchAds,
];

/** The administrator of the README's demo data: may open /admin; in no organization, under no policy. */
export const DEMO_ADMIN = { id: '1003', email: 'admin@example.com' } as const;

interface DemoHashes {
  alice: string;
  bob: string;
  admin: string;
}

/**
 * The demo passwords' hashes, made once per process and cost: every new database (each test starts one)
 * gets the same rows without paying scrypt again.
 */
const demoHashes = new Map<number, Promise<DemoHashes>>();

function demoHashesAt(cost: number): Promise<DemoHashes> {
  let hashes = demoHashes.get(cost);
  if (hashes === undefined) {
    const hashed = [
      hashPassword('alice', cost),
      hashPassword('bob', cost),
      hashPassword('admin', cost),
    ] as const;
    hashes = Promise.all(hashed).then(([alice, bob, admin]) => ({ alice, bob, admin }));
    demoHashes.set(cost, hashes);
  }
  return hashes;
}

export async function seedDemoAccounts(sql: SqlAccess, scryptCost: number, now: number): Promise<void> {
  const hashes = await demoHashesAt(scryptCost);
  const clients = clientsIn(sql);
  const allowedScopes = DEMO_CLIENT_SCOPES;
  await clients.save(
    { id: 'demo-tv', name: 'Demo TV', type: 'tv', internalOrg: null, allowedScopes },
    'demo-tv-secret',
  );
  await clients.save(
    { id: 'demo-web', name: 'Demo Web', type: 'web', internalOrg: null, allowedScopes },
    'demo-web-secret',
  );
  await clients.save(
    {
      id: 'demo-internal',
      name: 'Example Internal TV',
      type: 'tv',
      internalOrg: 'example.com',
      allowedScopes,
    },
    'demo-internal-secret',
  );
  await seedDemoService(sql);

  const users = usersIn(sql);
  const { alice, bob } = DEMO_USERS;
  await users.insert({
    ...alice,
    name: 'Alice',
    passwordHash: hashes.alice,
    org: 'example.com',
    forbiddenScopes: [],
    admin: false,
  });
  await users.insert({
    ...bob,
    name: 'Bob',
    passwordHash: hashes.bob,
    org: 'other.example',
    forbiddenScopes: VIDEO_SCOPES,
    admin: false,
  });
  await users.insert({
    ...DEMO_ADMIN,
    name: 'Administrator',
    passwordHash: hashes.admin,
    org: null,
    forbiddenScopes: [],
    admin: true,
  });
  await markDemoData(sql, now);
}
