/**
 * The bidding module on its own, over HTTP: its routes on a free loopback port, an in-memory database with
 * its migrations and demo data, a ManualClock, and a stub token verifier with tokens for alice and bob.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ManualClock } from '../../../src/provider/clock.ts';
import type { Grant } from '../../../src/provider/http/bearer.ts';
import type { Settings } from '../../../src/provider/settings.ts';
import { biddingModule } from '../../../src/provider/apis/bidding/module.ts';
import { moduleContext } from '../module-context.ts';
import { storedRows } from '../stored-rows.ts';
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';

export const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
export const HOUR = 3_600_000;

const grant = (userId: string, scopes: string[]): Grant => ({
  userId,
  clientId: 'demo-tv',
  scopes: new Set(scopes),
});

export const TOKENS = { alice: 'alice-rtb', aliceOther: 'alice-calendar', bob: 'bob-rtb' } as const;

const GRANTS: Record<string, Grant> = {
  [TOKENS.alice]: grant('1001', [SCOPES.realtimeBidding]),
  [TOKENS.aliceOther]: grant('1001', [SCOPES.calendar, 'openid']),
  [TOKENS.bob]: grant('1002', [SCOPES.realtimeBidding]),
};

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface ErrorBody {
  error: { code: number; message: string; status: string };
}

export interface Harness {
  clock: ManualClock;
  db: import('../../../src/provider/store/db.ts').Db;
  /** The module's store (SQLite, or PostgreSQL under npm run test:postgres). */
  sql: SqlAccess;
  call<T = unknown>(
    method: string,
    path: string,
    options?: { token?: string | null; body?: unknown },
  ): Promise<Reply<T>>;
  close(): Promise<void>;
}

export async function startBidding(options: { settings?: Partial<Settings> } = {}): Promise<Harness> {
  const clock = new ManualClock(NOW);
  const { ctx, settings, app } = await moduleContext(biddingModule, {
    clock,
    verifyAccessToken: (token) => GRANTS[token],
    settings: options.settings,
    seed: true,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => {
      resolve(s);
    });
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  settings.publicUrl = origin;
  return {
    clock,
    db: ctx.db,
    sql: ctx.sql,
    async call<T>(
      method: string,
      path: string,
      { token = TOKENS.alice, body }: { token?: string | null; body?: unknown } = {},
    ): Promise<Reply<T>> {
      const headers: Record<string, string> = {};
      if (token !== null) headers.Authorization = `Bearer ${token}`;
      const init: RequestInit = { method, headers };
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        headers['Content-Type'] = 'application/json';
      }
      const res = await fetch(`${origin}/realtimebidding/v1${path}`, init);
      const text = await res.text();
      return {
        status: res.status,
        body: (text === '' ? undefined : JSON.parse(text)) as T,
        headers: res.headers,
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          ctx.db.close();
          resolve();
        });
      }),
  };
}

/** The google.rpc error of a reply, checking that its code matches the HTTP status. */
export function rpcError(reply: Reply): ErrorBody['error'] | undefined {
  const error = (reply.body as Partial<ErrorBody> | undefined)?.error;
  return error?.code === reply.status ? error : undefined;
}

/** Every row of every bidding table, to show that a refused request changed nothing. */
export function stored(h: Harness): Promise<string> {
  return storedRows(h.sql, ['rtb_accounts', 'rtb_links', 'rtb_items', 'rtb_creatives', 'rtb_watches']);
}

export interface Delivery {
  body: Record<string, unknown>;
}

/** A loopback web-hook receiver: `next()` resolves with the next JSON body posted to it. */
export async function startReceiver(): Promise<{
  address: string;
  next(): Promise<Delivery>;
  count(): number;
  close(): Promise<void>;
}> {
  const queue: Delivery[] = [];
  const waiting: ((d: Delivery) => void)[] = [];
  let received = 0;
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      received++;
      const delivery = { body: JSON.parse(text) as Record<string, unknown> };
      const waiter = waiting.shift();
      if (waiter) waiter(delivery);
      else queue.push(delivery);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}/creatives`,
    next: () => {
      const ready = queue.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    count: () => received,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
