/**
 * The books module alone, for its tests: a ':memory:' database with the module's migrations and demo
 * library, a ManualClock, and a token table instead of the authorization server (token string -> grant).
 */
import { ManualClock } from '../../../src/provider/clock.ts';
import type { Db } from '../../../src/provider/store/db.ts';
import type { SqlAccess } from '../../../src/provider/store/sql-access.ts';
import type { Grant } from '../../../src/provider/http/bearer.ts';
import { booksModule } from '../../../src/provider/apis/books/module.ts';
import { moduleContext } from '../module-context.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';

export const ALICE = '1001';
export const BOB = '1002';
export const ORIGIN = 'http://books.test:8787';
export const BASE = `${ORIGIN}/books/v1`;

/** Tokens the fake verifier knows. */
export const TOKENS = {
  alice: 'alice-books',
  aliceNoBooks: 'alice-calendar-only',
  bob: 'bob-books',
} as const;

const GRANTS: Record<string, Grant> = {
  [TOKENS.alice]: { userId: ALICE, clientId: 'demo-tv', scopes: new Set([SCOPES.books]) },
  [TOKENS.aliceNoBooks]: { userId: ALICE, clientId: 'demo-tv', scopes: new Set([SCOPES.calendar]) },
  [TOKENS.bob]: { userId: BOB, clientId: 'demo-tv', scopes: new Set([SCOPES.books]) },
};

export interface Harness {
  db: Db;
  /** The module's store (SQLite, or PostgreSQL under npm run test:postgres). */
  sql: SqlAccess;
  clock: ManualClock;
  /** Sends a request to /books/v1<path>, with a bearer token when given. */
  request(
    path: string,
    init?: { method?: string; token?: string; headers?: Record<string, string> },
  ): Promise<Response>;
}

export async function booksHarness(): Promise<Harness> {
  const clock = new ManualClock();
  const { ctx, app } = await moduleContext(booksModule, {
    clock,
    verifyAccessToken: (token) => GRANTS[token],
    settings: { publicUrl: ORIGIN },
    seed: true,
  });
  const db = ctx.db;
  return {
    db,
    sql: ctx.sql,
    clock,
    request: (path, init = {}) =>
      Promise.resolve(
        app.request(`${BASE}${path}`, {
          method: init.method ?? 'GET',
          headers: {
            ...(init.token === undefined ? {} : { Authorization: `Bearer ${init.token}` }),
            ...init.headers,
          },
        }),
      ),
  };
}

export interface ErrorBody {
  error: {
    code: number;
    message: string;
    errors: { domain: string; reason: string; message: string }[];
    status: string;
  };
}

/** Reads a JSON body as T (tests then assert on exact fields). */
export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Asserts nothing here; returns the error's status and reason for a compact deepEqual. */
export async function errorOf(
  res: Response,
): Promise<{ status: number; reason: string | undefined; code: number }> {
  const body = await json<ErrorBody>(res);
  return { status: res.status, reason: body.error.errors[0]?.reason, code: body.error.code };
}
