/** The demo clients and people of the README, created when the database is new. */
import type { DemoUsers } from '../module.ts';
import type { SqlAccess } from '../store/sql-access.ts';
import { SCOPES } from '#shared/scopes.ts';
import { hashPassword } from './secrets.ts';
import { clientsIn } from './clients-store.ts';

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

export async function seedDemoAccounts(sql: SqlAccess, scryptCost: number): Promise<void> {
  const hashes = await demoHashesAt(scryptCost);
  const clients = clientsIn(sql);
  await clients.save({ id: 'demo-tv', name: 'Demo TV', type: 'tv', internalOrg: null }, 'demo-tv-secret');
  await clients.save({ id: 'demo-web', name: 'Demo Web', type: 'web', internalOrg: null }, 'demo-web-secret');
  await clients.save(
    { id: 'demo-internal', name: 'Example Internal TV', type: 'tv', internalOrg: 'example.com' },
    'demo-internal-secret',
  );

  // Once per new database, so prepared here rather than kept.
  const user = sql.prepare(
    `INSERT INTO oauth_users (id, email, name, password_hash, org, forbidden_scopes, admin)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const { alice, bob } = DEMO_USERS;
  await user.run(alice.id, alice.email, 'Alice', hashes.alice, 'example.com', '', 0);
  await user.run(bob.id, bob.email, 'Bob', hashes.bob, 'other.example', VIDEO_SCOPES.join(' '), 0);
  await user.run(DEMO_ADMIN.id, DEMO_ADMIN.email, 'Administrator', hashes.admin, null, '', 1);
}
