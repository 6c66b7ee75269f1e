/**
 * The calendar module on its own, over HTTP: its routes in a Hono app on a free loopback port, an
 * in-memory database with its migrations, a ManualClock, and a token verifier that knows a fixed set of
 * tokens, so these tests do not depend on the authorization server.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { ManualClock } from '../../../src/provider/clock.ts';
import type { Grant } from '../../../src/provider/http/bearer.ts';
import type { ModuleContext } from '../../../src/provider/module.ts';
import type { Settings } from '../../../src/provider/settings.ts';
import { calendarModule } from '../../../src/provider/apis/calendar/module.ts';
import { moduleContext } from '../module-context.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';

export const ALICE = '1001';
export const BOB = '1002';
/** Thursday 2026-01-15 10:00 in Berlin (09:00Z), the ManualClock's default. */
export const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

const grant = (userId: string, scopes: string[]): Grant => ({
  userId,
  clientId: 'demo-tv',
  scopes: new Set(scopes),
});

/** Token strings the stub verifier knows. */
export const TOKENS = {
  alice: 'alice-full',
  aliceRead: 'alice-read',
  aliceEvents: 'alice-events',
  aliceEventsRead: 'alice-events-read',
  aliceSettings: 'alice-settings',
  aliceNone: 'alice-none',
  bob: 'bob-full',
} as const;

const GRANTS: Record<string, Grant> = {
  [TOKENS.alice]: grant(ALICE, [SCOPES.calendar]),
  [TOKENS.aliceRead]: grant(ALICE, [SCOPES.calendarReadonly]),
  [TOKENS.aliceEvents]: grant(ALICE, [SCOPES.calendarEvents]),
  [TOKENS.aliceEventsRead]: grant(ALICE, [SCOPES.calendarEventsReadonly]),
  [TOKENS.aliceSettings]: grant(ALICE, [SCOPES.calendarSettingsReadonly]),
  [TOKENS.aliceNone]: grant(ALICE, ['openid', 'email']),
  [TOKENS.bob]: grant(BOB, [SCOPES.calendar]),
};

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Harness {
  origin: string;
  clock: ManualClock;
  ctx: ModuleContext<'publicUrl' | 'calendarDailyQuota' | 'webhookHosts'>;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  close(): Promise<void>;
}

export async function startCalendar(
  options: { seed?: boolean; now?: number; settings?: Partial<Settings> } = {},
): Promise<Harness> {
  const clock = new ManualClock(options.now ?? NOW);
  const { ctx, settings, app } = await moduleContext(calendarModule, {
    clock,
    verifyAccessToken: (token) => GRANTS[token],
    settings: options.settings,
    seed: options.seed,
  });
  const db = ctx.db;
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => {
      resolve(s);
    });
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  settings.publicUrl = origin;
  return {
    origin,
    clock,
    ctx,
    async call<T>(
      method: string,
      path: string,
      { token = TOKENS.alice, body, headers = {} }: CallOptions = {},
    ): Promise<Reply<T>> {
      const init: RequestInit = { method, headers: { ...headers } };
      if (token !== null) (init.headers as Record<string, string>).Authorization = `Bearer ${token}`;
      if (body !== undefined) {
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
        (init.headers as Record<string, string>)['Content-Type'] = 'application/json';
      }
      const res = await fetch(`${origin}/calendar/v3${path}`, init);
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
          db.close();
          resolve();
        });
      }),
  };
}

export interface ErrorBody {
  code: number;
  message: string;
  errors: { domain: string; reason: string; message: string }[];
  status: string;
}

/** The `error` of an API error body whose code matches the HTTP status; undefined otherwise. */
export function errorOf(reply: Reply): ErrorBody | undefined {
  const error = (reply.body as { error?: ErrorBody } | undefined)?.error;
  return error?.code === reply.status ? error : undefined;
}

/** The reason of an API error body, checking its shape on the way. */
export function reasonOf(reply: Reply): string | undefined {
  return errorOf(reply)?.errors[0]?.reason;
}

export interface Received {
  headers: IncomingMessage['headers'];
  url: string;
}

/** A loopback web-hook receiver: `next()` resolves with the next notification posted to it. */
export async function startReceiver(): Promise<{
  address: string;
  next(): Promise<Received>;
  close(): Promise<void>;
}> {
  const queue: Received[] = [];
  const waiting: ((r: Received) => void)[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const received = { headers: req.headers, url: req.url ?? '' };
      const waiter = waiting.shift();
      if (waiter) waiter(received);
      else queue.push(received);
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    address: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    next: () => {
      const ready = queue.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** A timed event body in Berlin time. */
export function timed(
  summary: string,
  start: string,
  end: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    summary,
    start: { dateTime: start, timeZone: 'Europe/Berlin' },
    end: { dateTime: end, timeZone: 'Europe/Berlin' },
    ...extra,
  };
}

/** An event with a place, words and two guests (one optional), as several event tests start from. */
export const lunch = () =>
  timed('Lunch', '2026-01-20T12:30:00+01:00', '2026-01-20T13:30:00+01:00', {
    location: 'Café',
    description: 'Talk about plans',
    attendees: [{ email: 'ana@example.com' }, { email: 'bob@other.example', optional: true }],
  });
