/**
 * Composes the provider: database and migrations, demo data on a new database, CORS, body limits, error
 * writing, and each module's routes. `startProvider` listens; tests call it with port 0 and a ManualClock.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Clock } from './clock.ts';
import { systemClock } from './clock.ts';
import { defaultSettings, type Settings } from './settings.ts';
import { migrate, openDatabase, type Db } from './store/db.ts';
import { ApiError, errorResponse } from './http/errors.ts';
import type { ModuleContext, ProviderModule } from './module.ts';
import { createOAuthModule } from './oauth/module.ts';
import { videoModule } from './apis/video/module.ts';
import { fitnessModule } from './apis/fitness/module.ts';
import { calendarModule } from './apis/calendar/module.ts';
import { booksModule } from './apis/books/module.ts';

export interface ProviderOptions {
  settings?: Partial<Settings>;
  clock?: Clock;
  /** An open database; otherwise `settings.dbPath` is opened. */
  db?: Db;
}

export interface Provider {
  app: Hono;
  db: Db;
  settings: Settings;
  clock: Clock;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** The person-facing pages (/device…, /account…), which never send CORS headers; /device/code is an API. */
const isPage = (path: string): boolean => /^\/(device|account)(\/|$)/.test(path) && path !== '/device/code';

export function createProvider(options: ProviderOptions = {}): Provider {
  const settings: Settings = { ...defaultSettings, ...options.settings };
  const clock = options.clock ?? systemClock;
  const db = options.db ?? openDatabase(settings.dbPath);

  const oauth = createOAuthModule();
  const modules: ProviderModule[] = [oauth.module, videoModule, fitnessModule, calendarModule, booksModule];

  const ctx: ModuleContext = {
    db,
    clock,
    settings,
    verifyAccessToken: (token) => oauth.verifyAccessToken(db, clock, token),
    demoUsers: oauth.demoUsers,
  };

  for (const module of modules) {
    const applied = migrate(db, module.migrations, clock.now());
    const first = module.migrations[0];
    if (first !== undefined && applied.includes(first.id)) module.seedDemo?.(ctx);
  }

  const app = new Hono();
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        // The size limit runs before each module's CORS; an app on another origin must still read this error.
        if (!isPage(c.req.path)) c.header('Access-Control-Allow-Origin', c.req.header('Origin') ?? '*');
        return errorResponse(c, new ApiError(413, 'requestTooLarge', 'The request body is too large.'));
      },
    }),
  );
  for (const module of modules) app.route(module.mount, module.routes(ctx));
  app.notFound((c) =>
    errorResponse(c, new ApiError(404, 'notFound', `No such address: ${c.req.method} ${c.req.path}`)),
  );
  app.onError((err, c) => errorResponse(c, err));
  return { app, db, settings, clock };
}

export interface RunningProvider extends Provider {
  origin: string;
  close(): Promise<void>;
}

/** Starts listening; with `settings.port` 0 a free port is chosen and `origin` says which. */
export async function startProvider(options: ProviderOptions = {}): Promise<RunningProvider> {
  const provider = createProvider(options);
  const { host, port } = provider.settings;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: provider.app.fetch, hostname: host, port }, () => {
      resolve(s);
    });
  });
  const address = server.address() as AddressInfo;
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
        server.close((err) => {
          provider.db.close();
          if (err) reject(err);
          else resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
