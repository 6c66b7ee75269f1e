/**
 * One API module on its own over HTTP (the search-ads and compute tests share it): its routes on a free
 * loopback port, an in-memory database with its demo data, a ManualClock, and a stub token verifier.
 */
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ManualClock } from '../../../src/provider/clock.ts';
import type { Grant } from '../../../src/provider/http/bearer.ts';
import type { ProviderModule } from '../../../src/provider/module.ts';
import type { Settings } from '../../../src/provider/settings.ts';
import { moduleContext } from '../module-context.ts';

export const ALICE = '1001';
export const BOB = '1002';
export const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

export interface Reply<T = unknown> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface Harness {
  origin: string;
  clock: ManualClock;
  /** The module's store, for a test that sweeps it. */
  sql: SqlAccess;
  call<T = unknown>(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown },
  ): Promise<Reply<T>>;
  close(): Promise<void>;
}

/** `tokens` maps a token string to [user id, scopes]. */
export async function startModule<S extends keyof Settings>(
  module: ProviderModule<S>,
  tokens: Record<string, [string, string[]]>,
  defaultToken: string,
  settings: Partial<Settings> = {},
): Promise<Harness> {
  const clock = new ManualClock(NOW);
  const verify = (token: string): Grant | undefined => {
    const entry = tokens[token];
    return entry === undefined
      ? undefined
      : { userId: entry[0], clientId: 'demo-tv', scopes: new Set(entry[1]) };
  };
  const {
    ctx,
    settings: all,
    app,
  } = await moduleContext(module, { clock, verifyAccessToken: verify, settings, seed: true });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => {
      resolve(s);
    });
  });
  const origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  all.publicUrl = origin;
  return {
    origin,
    clock,
    sql: ctx.sql,
    async call<T>(
      method: string,
      path: string,
      { token = defaultToken, body }: { token?: string | null; body?: unknown } = {},
    ): Promise<Reply<T>> {
      const headers: Record<string, string> = {};
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      const init: RequestInit = { method, headers };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      }
      const res = await fetch(`${origin}${module.mount}${path}`, init);
      const text = await res.text();
      const json = (res.headers.get('Content-Type') ?? '').includes('json') && text !== '';
      return {
        status: res.status,
        body: (json ? JSON.parse(text) : undefined) as T,
        text,
        headers: res.headers,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          ctx.db.close();
          resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

export interface PublicError {
  error: { code: number; message: string; errors: { domain: string; reason: string; message: string }[] };
}

/** Checks the public error body (code equal to the status, one errors[] entry) and returns it. */
export function publicError(reply: Reply): PublicError['error'] {
  const error = (reply.body as PublicError | undefined)?.error;
  if (error?.code !== reply.status || error.errors.length !== 1 || typeof error.message !== 'string') {
    throw new Error(`not the public error body: ${reply.status} ${reply.text}`);
  }
  return error;
}
