/**
 * A module's context for tests that mount one module on its own: an in-memory database with the module's
 * migrations, the README's demo people as the accounts, and a token verifier the test supplies.
 */
import type { Hono } from 'hono';
import type { Clock } from '../../src/provider/clock.ts';
import { composeApp, mountModule } from '../../src/provider/compose.ts';
import type { Grant } from '../../src/provider/http/bearer.ts';
import {
  contextFor,
  type Account,
  type Accounts,
  type ModuleContext,
  type ProviderModule,
} from '../../src/provider/module.ts';
import { defaultSettings, type Settings } from '../../src/provider/settings.ts';
import { migrate, openDatabase } from '../../src/provider/store/db.ts';
import { migrateStore } from '../../src/provider/store/migrate-store.ts';
import { SqliteStore } from '../../src/provider/store/sqlite-store.ts';
import { POSTGRES_MODULES } from '../../src/provider/api-modules.ts';
import { storeUnderTest } from './store-under-test.ts';
import { NO_METER } from '../../src/provider/ops/meter.ts';

export const DEMO_ACCOUNTS: readonly Account[] = [
  { id: '1001', email: 'alice@example.com', name: 'Alice' },
  { id: '1002', email: 'bob@other.example', name: 'Bob' },
];

export function fixedAccounts(accounts: readonly Account[] = DEMO_ACCOUNTS): Accounts {
  return {
    byId: (id) => Promise.resolve(accounts.find((a) => a.id === id)),
    // No browser is signed in to a module tested alone.
    inBrowser: () => Promise.resolve(undefined),
    byEmail: (email) =>
      Promise.resolve(accounts.find((a) => a.email.toLowerCase() === email.trim().toLowerCase())),
  };
}

export interface ModuleUnderTest<S extends keyof Settings> {
  ctx: ModuleContext<S>;
  /** The whole settings object behind `ctx.settings` (tests set publicUrl once listening). */
  settings: Settings;
  /** The module alone, composed as the provider composes it (CORS, body limit, errors). */
  app: Hono;
}

/**
 * Migrates a fresh in-memory database for `module` (a fresh PostgreSQL schema under `npm run test:postgres`),
 * and seeds its demo data when `seed` is true.
 */
export async function moduleContext<S extends keyof Settings>(
  module: ProviderModule<S>,
  options: {
    clock: Clock;
    /** A stub verifier: a grant per token, synchronously or not. */
    verifyAccessToken: (token: string) => Grant | undefined | Promise<Grant | undefined>;
    settings?: Partial<Settings>;
    seed?: boolean;
  },
): Promise<ModuleUnderTest<S>> {
  const db = openDatabase(':memory:');
  const local = new SqliteStore(db);
  const postgres = POSTGRES_MODULES.includes(module.name) ? await storeUnderTest() : undefined;
  if (postgres === undefined) migrate(db, module.migrations, options.clock.now());
  else await migrateStore(postgres, module.migrations, options.clock.now());
  const settings: Settings = { ...defaultSettings, dbPath: ':memory:', ...options.settings };
  const base = {
    db,
    sql: postgres ?? local,
    clock: options.clock,
    meter: NO_METER,
    verifyAccessToken: async (token: string) => options.verifyAccessToken(token),
    accounts: fixedAccounts(),
  };
  const ctx = contextFor(module, base, settings);
  if (options.seed === true) await module.seedDemo?.(ctx);
  return { ctx, settings, app: composeApp([mountModule(module, ctx)]) };
}
