/** The demo clients and people of the README, created when the database is new. */
import type { DemoUsers } from '../module.ts';
import type { Db } from '../store/db.ts';
import { SCOPES } from '#shared/scopes.ts';
import { digest, hashPassword } from './secrets.ts';

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

export function seedDemoAccounts(db: Db): void {
  const client = db.prepare(
    'INSERT INTO oauth_clients (id, name, secret_digest, type, internal_org) VALUES (?, ?, ?, ?, ?)',
  );
  client.run('demo-tv', 'Demo TV', digest('demo-tv-secret'), 'tv', null);
  client.run('demo-web', 'Demo Web', digest('demo-web-secret'), 'web', null);
  client.run('demo-internal', 'Example Internal TV', digest('demo-internal-secret'), 'tv', 'example.com');

  const user = db.prepare(
    'INSERT INTO oauth_users (id, email, name, password_hash, org, forbidden_scopes) VALUES (?, ?, ?, ?, ?, ?)',
  );
  user.run(DEMO_USERS.alice.id, DEMO_USERS.alice.email, 'Alice', hashPassword('alice'), 'example.com', '');
  user.run(
    DEMO_USERS.bob.id,
    DEMO_USERS.bob.email,
    'Bob',
    hashPassword('bob'),
    'other.example',
    VIDEO_SCOPES.join(' '),
  );
}
