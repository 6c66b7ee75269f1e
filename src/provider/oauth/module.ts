// Placeholder until the authorization server lands: no users, no tokens.
import { Hono } from 'hono';
import type { Clock } from '../clock.ts';
import type { Db } from '../store/db.ts';
import type { Grant } from '../http/bearer.ts';
import type { DemoUsers, ProviderModule } from '../module.ts';

export function createOAuthModule(): {
  module: ProviderModule;
  demoUsers: DemoUsers;
  verifyAccessToken(db: Db, clock: Clock, token: string): Grant | undefined;
} {
  return {
    module: { name: 'oauth', migrations: [], mount: '/', routes: () => new Hono() },
    demoUsers: {
      alice: { id: '1001', email: 'alice@example.com' },
      bob: { id: '1002', email: 'bob@other.example' },
    },
    verifyAccessToken: () => undefined,
  };
}
