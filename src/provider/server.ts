/**
 * Starts the provider: database and migrations, demo data on a new database, each module's context, and
 * the app compose.ts builds from them. `startProvider` listens; tests call it with port 0 and a ManualClock.
 */
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import { defaultSettings, MODULE_NAMES, SettingsError, type Settings } from './settings.ts';
import { migrate, openDatabase, type Db } from './store/db.ts';
import { contextFor, type ProviderModule } from './module.ts';
import type { SqlAccess } from './store/sql-access.ts';
import { SqliteStore } from './store/sqlite-store.ts';
import { openPostgres } from './store/postgres-store.ts';
import { migrateStore, startingAlone } from './store/migrate-store.ts';
import { migrateSharedState, sharedStateFor } from './store/shared-state.ts';
import { composeApp, mountModule } from './compose.ts';
import { createOAuthModule, SecurityEvents } from './oauth/module.ts';
import { createSecurityEventsModule, type TransmitterHandle } from './secevents/module.ts';
import { videoModule } from './apis/video/module.ts';
import { fitnessModule } from './apis/fitness/module.ts';
import { calendarModule } from './apis/calendar/module.ts';
import { booksModule } from './apis/books/module.ts';
import { biddingModule } from './apis/bidding/module.ts';
import { createDirectoryModule } from './directory/module.ts';
import { searchAdsModule } from './apis/searchads/module.ts';
import { computeModule } from './apis/compute/module.ts';
import { startSweeper, sweep, type SweepReport } from './sweeper.ts';
import { listen } from './http/listen.ts';

export interface ProviderOptions {
  settings?: Partial<Settings>;
  clock?: Clock;
  /** An open database; otherwise `settings.dbPath` is opened. */
  db?: Db;
  /**
   * The API modules' store, already open (tests give each provider a PostgreSQL schema of its own), closed
   * with the provider; otherwise PostgreSQL at `settings.databaseUrl`, or the SQLite database `db`.
   */
  sql?: SqlAccess;
  /** Where account actions raise security events; a new one when absent. */
  securityEvents?: SecurityEvents;
}

export interface Provider {
  app: Hono;
  db: Db;
  /** Where the API modules' tables live: `db` itself, or PostgreSQL (docs/provider.md#storage). */
  sql: SqlAccess;
  settings: Settings;
  clock: Clock;
  /** Account actions raise security events here; the transmitter (secevents/) listens. */
  securityEvents: SecurityEvents;
  /** Delivers security event tokens; retries are due on `clock` (docs/identity.md#delivery). */
  transmitter: TransmitterHandle;
  /**
   * Deletes expired grants, sessions, channels and shared counters' rows now (sweeper.ts); also run on an
   * interval once listening.
   */
  sweep(): Promise<SweepReport>;
  /** The stores the sweeper sweeps: the SQLite database, and `sql` when that is PostgreSQL. */
  stores: readonly SqlAccess[];
  /** The database holds the README's demo data (docs/operating.md#demo-data); the start says so. */
  demo: boolean;
}

/**
 * Applies each module's migrations, the API modules' on their store (SQLite's are applied on the connection
 * itself); returns the modules whose database is new (their demo data is due).
 */
async function migrateAll(
  db: Db,
  sql: SqlAccess,
  modules: readonly ProviderModule[],
  onStore: (module: ProviderModule) => boolean,
  now: number,
): Promise<ProviderModule[]> {
  const fresh: ProviderModule[] = [];
  for (const module of modules) {
    const applied =
      sql.dialect === 'postgres' && onStore(module)
        ? await migrateStore(sql, module.migrations, now)
        : migrate(db, module.migrations, now);
    const first = module.migrations[0];
    if (first !== undefined && applied.includes(first.id)) fresh.push(module);
  }
  return fresh;
}

/**
 * The API modules whose stores run on PostgreSQL when PROVIDER_DATABASE_URL is set (docs/provider.md#storage);
 * a module left out keeps its tables in the SQLite database. The security events module's tables go there too,
 * so that replicas share one outbox.
 */
export const POSTGRES_MODULES: readonly string[] = [
  'calendar',
  'fitness',
  'books',
  'video',
  'realtimebidding',
  'searchads',
  'compute',
];

/** Every API module, in the order the server mounts them and the directory lists them. */
const API_MODULES: readonly ProviderModule[] = [
  calendarModule,
  fitnessModule,
  booksModule,
  videoModule,
  biddingModule,
  searchAdsModule,
  computeModule,
];

/** The API modules `names` switches on (PROVIDER_MODULES); a name no module has stops the provider. */
function servedApis(names: readonly string[]): ProviderModule[] {
  const unknown = names.find((name) => !MODULE_NAMES.includes(name));
  if (unknown !== undefined) {
    throw new SettingsError(
      `PROVIDER_MODULES must be a comma-separated list of ${MODULE_NAMES.join(', ')}, not "${unknown}"`,
    );
  }
  return API_MODULES.filter((module) => names.includes(module.name));
}

export async function createProvider(options: ProviderOptions = {}): Promise<Provider> {
  const settings: Settings = { ...defaultSettings, ...options.settings };
  const clock = options.clock ?? systemClock;
  const db = options.db ?? openDatabase(settings.dbPath);
  // Without PROVIDER_DATABASE_URL the SQLite database is every module's store (docs/provider.md#storage).
  const local = new SqliteStore(db);
  const sql =
    options.sql ??
    (settings.databaseUrl === '' ? local : await openPostgres({ connectionString: settings.databaseUrl }));

  const securityEvents = options.securityEvents ?? new SecurityEvents();
  const shared = sharedStateFor(sql, clock);
  const oauth = createOAuthModule(securityEvents, shared);
  const secEvents = createSecurityEventsModule(securityEvents);
  const apis = servedApis(settings.modules);
  const directory = createDirectoryModule(apis.flatMap((module) => (module.api ? [module.api] : [])));
  const modules: ProviderModule[] = [oauth.module, secEvents.module, ...apis, directory];
  const onStore = (module: ProviderModule): boolean =>
    module === oauth.module ||
    module === secEvents.module ||
    (apis.includes(module) && POSTGRES_MODULES.includes(module.name));
  // Replicas started together take turns: the first applies the migrations and seeds the demo data on a
  // new database before it answers, and the others find both done.
  const mounted = await startingAlone(sql, async () => {
    // The counters every replica must meet: poll times, guessing limits, the device-code quota
    // (docs/provider.md#shared-state-across-replicas); tables on PostgreSQL, memory beside SQLite.
    await migrateSharedState(sql, clock.now());
    const fresh = await migrateAll(db, sql, modules, onStore, clock.now());
    // Chosen when the database is new (PROVIDER_DEMO); a module added later to a demo database gets its share.
    const demo = fresh.includes(oauth.module) ? settings.demo : await oauth.holdsDemoData(sql);
    await oauth.loadKeys(sql, clock);
    const base = {
      db,
      clock,
      verifyAccessToken: (token: string) => oauth.verifyAccessToken(sql, clock, token),
      accounts: oauth.accounts(sql),
    };
    const contexts = modules.map((module) => ({
      module,
      ctx: contextFor(module, { ...base, sql: onStore(module) ? sql : local }, settings),
    }));
    // In list order, so the oauth module's accounts exist before the others' demo data names them.
    for (const { module, ctx } of contexts) if (demo && fresh.includes(module)) await module.seedDemo?.(ctx);
    return { contexts, demo };
  });

  const app = composeApp(mounted.contexts.map(({ module, ctx }) => mountModule(module, ctx)));
  const stores = sql === local ? [local] : [local, sql];
  return {
    app,
    db,
    sql,
    settings,
    clock,
    securityEvents,
    transmitter: secEvents.transmitter(),
    stores,
    sweep: () => sweep(stores, clock.now(), shared),
    demo: mounted.demo,
  };
}

/** How often a listening provider looks for security event pushes due a retry. */
const SET_RETRY_CHECK_MS = 15_000;

export interface RunningProvider extends Provider {
  origin: string;
  close(): Promise<void>;
}

/** Starts listening; with `settings.port` 0 a free port is chosen and `origin` says which. */
export async function startProvider(options: ProviderOptions = {}): Promise<RunningProvider> {
  const provider = await createProvider(options);
  const { host, port } = provider.settings;
  let server;
  try {
    server = await listen({
      fetch: provider.app.fetch,
      host,
      port,
      trustProxy: provider.settings.trustProxy,
    });
  } catch (err) {
    // The store is open by now; a provider that cannot listen closes it before it reports why.
    await provider.transmitter.stop();
    provider.db.close();
    await provider.sql.close();
    throw err;
  }
  const address = server.address() as AddressInfo;
  const stopSweeper = startSweeper(() => provider.sweep());
  const retries = setInterval(() => void provider.transmitter.deliverDue(), SET_RETRY_CHECK_MS);
  retries.unref();
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  // With port 0 the public origin can only be known now; modules read settings at request time.
  const publicUrlGiven = options.settings?.publicUrl !== undefined;
  if (port === 0 && (!publicUrlGiven || /:0$/.test(provider.settings.publicUrl)))
    provider.settings.publicUrl = origin;
  return {
    ...provider,
    origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Stop now: a TV or phone page holding a keep-alive connection, or a request still in flight, would
        // otherwise keep close() waiting (Ctrl-C on npm start, the end of a test).
        stopSweeper();
        clearInterval(retries);
        server.close((err) => {
          // Delivery under way finishes (or fails) before the database it records in closes.
          void provider.transmitter
            .stop()
            .then(() => {
              provider.db.close();
              return provider.sql.close();
            })
            .then(() => {
              if (err) reject(err);
              else resolve();
            }, reject);
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
