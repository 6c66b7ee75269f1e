/**
 * Starts the provider: database and migrations, demo data on a new database, each module's context, and
 * the app compose.ts builds from them. `startProvider` listens; tests call it with port 0 and a ManualClock.
 */
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import { defaultSettings, type Settings } from './settings.ts';
import { openDatabase, type Db } from './store/db.ts';
import { contextFor, type ProviderModule } from './module.ts';
import type { SqlAccess } from './store/sql-access.ts';
import { SqliteStore } from './store/sqlite-store.ts';
import { openPostgres } from './store/postgres-store.ts';
import { startingAlone } from './store/migrate-store.ts';
import { migrateSharedState, sharedStateFor } from './store/shared-state.ts';
import { composeApp, mountModule } from './compose.ts';
import { createOAuthModule, SecurityEvents } from './oauth/module.ts';
import { createSecurityEventsModule, type TransmitterHandle } from './secevents/module.ts';
import { createDirectoryModule } from './directory/module.ts';
import { migrateAll, POSTGRES_MODULES, servedApis } from './api-modules.ts';
import { startSweeper, sweep, type SweepReport } from './sweeper.ts';
import { listen } from './http/listen.ts';
import { createOps, type OpsOptions, type ProviderOps } from './ops/provider-ops.ts';
import { serveMetricsApart } from './ops/metrics-port.ts';
import { stopListening } from './ops/shutdown.ts';

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
  /** Metrics on (the default) or off (ops/provider-ops.ts). */
  ops?: OpsOptions;
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
  /** Metrics, requests in flight, readiness (docs/operating.md). */
  ops: ProviderOps;
  /** The database holds the README's demo data (docs/operating.md#demo-data); the start says so. */
  demo: boolean;
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
  const stores = sql === local ? [local] : [local, sql];
  const ops = createOps(settings, stores, options.ops);

  const securityEvents = options.securityEvents ?? new SecurityEvents();
  const shared = sharedStateFor(sql, clock);
  const oauth = createOAuthModule(securityEvents, shared);
  const secEvents = createSecurityEventsModule(securityEvents);
  const apis = servedApis(settings.modules);
  const directory = createDirectoryModule(apis);
  const modules: ProviderModule[] = [oauth.module, secEvents.module, ...apis, directory];
  const onStore = (module: ProviderModule): boolean =>
    module === oauth.module ||
    module === secEvents.module ||
    (apis.some((api) => api === module) && POSTGRES_MODULES.includes(module.name));
  // Replicas started together take turns: the first applies the migrations and seeds the demo data on a
  // new database before it answers, and the others find both done.
  const mounted = await startingAlone(sql, async () => {
    // The counters every replica must meet: poll times, guessing limits, the device-code quota
    // (docs/provider.md#shared-state-across-replicas); tables on PostgreSQL, memory beside SQLite.
    await migrateSharedState(sql, clock.now());
    const fresh = await migrateAll(db, sql, modules, onStore, clock.now());
    // Chosen when the database is new (PROVIDER_DEMO); a module added later to a demo database gets its share.
    const demo = fresh.includes(oauth.module) ? settings.demo : await oauth.holdsDemoData(sql);
    await oauth.loadKeys(sql, clock, settings.keySecret);
    const base = {
      db,
      clock,
      meter: ops.meter,
      verifyAccessToken: (token: string) => oauth.verifyAccessToken(sql, clock, token),
      accounts: oauth.accounts(sql, clock, settings),
    };
    const contexts = modules.map((module) => ({
      module,
      ctx: contextFor(module, { ...base, sql: onStore(module) ? sql : local }, settings),
    }));
    // In list order, so the oauth module's accounts exist before the others' demo data names them.
    for (const { module, ctx } of contexts) if (demo && fresh.includes(module)) await module.seedDemo?.(ctx);
    return { contexts, demo };
  });

  const app = composeApp(
    mounted.contexts.map(({ module, ctx }) => mountModule(module, ctx)),
    await ops.http(),
    settings.publicUrl,
  );
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
    ops,
    demo: mounted.demo,
  };
}

/** How often a listening provider looks for security event pushes due a retry. */
const SET_RETRY_CHECK_MS = 15_000;

export interface RunningProvider extends Provider {
  origin: string;
  /** PROVIDER_METRICS_PORT's origin, when set. */
  metricsOrigin?: string;
  /**
   * Stops listening and closes the stores. With `graceMs`, requests in flight get that long to finish
   * (SIGTERM, ops/shutdown.ts); without, every connection ends at once (Ctrl-C on npm start, a test's end).
   */
  close(graceMs?: number): Promise<void>;
}

/**
 * Starts listening; with `settings.port` 0 a free port is chosen and `origin` says which. The address and
 * port are tried once before the store is opened, so that a port in use or an address this machine lacks stops the
 * provider with its one line before it migrates or logs anything. It listens for good only once the store is
 * ready, so a load balancer meets a refused connection while it starts, which it retries elsewhere.
 */
export async function startProvider(options: ProviderOptions = {}): Promise<RunningProvider> {
  const { host, port, trustProxy } = { ...defaultSettings, ...options.settings };
  const trial = await listen({ fetch: () => new Response(null, { status: 503 }), host, port, trustProxy });
  await new Promise((resolve) => trial.close(resolve));
  const provider = await createProvider(options);
  let server;
  try {
    server = await listen({ fetch: provider.app.fetch, host, port, trustProxy });
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
  const apart = await serveMetricsApart(provider.settings, provider.ops.metrics);
  // With port 0 the public origin can only be known now; modules read settings at request time.
  const publicUrlGiven = options.settings?.publicUrl !== undefined;
  if (port === 0 && (!publicUrlGiven || /:0$/.test(provider.settings.publicUrl)))
    provider.settings.publicUrl = origin;
  return {
    ...provider,
    origin,
    ...(apart === undefined ? {} : { metricsOrigin: apart.origin }),
    close: (graceMs) =>
      stopListening(
        {
          ...provider,
          servers: [server, ...(apart === undefined ? [] : [apart.server])],
          lifecycle: provider.ops.lifecycle,
          stopTimers: () => {
            stopSweeper();
            clearInterval(retries);
          },
        },
        graceMs,
      ),
  };
}
