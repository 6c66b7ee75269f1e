/**
 * The fitness module on its own: its routes in a Hono app over an in-memory database with its migrations,
 * a ManualClock, and a token verifier that knows a fixed set of tokens (different clients, users, scopes),
 * so these tests do not depend on the authorization server.
 */
import { ManualClock } from '../../../src/provider/clock.ts';
import type { Grant } from '../../../src/provider/http/bearer.ts';
import type { ModuleContext } from '../../../src/provider/module.ts';
import type { Db } from '../../../src/provider/store/db.ts';
import { fitnessModule } from '../../../src/provider/apis/fitness/module.ts';
import { moduleContext } from '../module-context.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';

export const ALICE = '1001';
export const BOB = '1002';
/** 2026-01-15T09:00:00Z, the ManualClock's default. */
export const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

const ALL = [
  SCOPES.fitnessActivityWrite,
  SCOPES.fitnessBodyWrite,
  SCOPES.fitnessHeartRateWrite,
  SCOPES.fitnessLocationWrite,
];

const grant = (userId: string, clientId: string, scopes: string[]): Grant => ({
  userId,
  clientId,
  scopes: new Set(scopes),
});

/** Token strings the verifier knows: `<user>-<client>-<scopes>`. */
export const GRANTS: Record<string, Grant> = {
  'alice-app-all': grant(ALICE, 'app-one', ALL),
  'alice-other-all': grant(ALICE, 'app-two', ALL),
  'alice-other-read': grant(ALICE, 'app-two', [
    SCOPES.fitnessActivityRead,
    SCOPES.fitnessBodyRead,
    SCOPES.fitnessHeartRateRead,
    SCOPES.fitnessLocationRead,
  ]),
  'alice-app-activityread': grant(ALICE, 'app-one', [SCOPES.fitnessActivityRead]),
  'alice-app-body': grant(ALICE, 'app-one', [SCOPES.fitnessBodyRead, SCOPES.fitnessBodyWrite]),
  'alice-app-none': grant(ALICE, 'app-one', ['openid', 'email']),
  'alice-tv-read': grant(ALICE, 'demo-tv', [
    SCOPES.fitnessActivityRead,
    SCOPES.fitnessBodyRead,
    SCOPES.fitnessHeartRateRead,
    SCOPES.fitnessLocationRead,
  ]),
  'bob-app-all': grant(BOB, 'app-one', ALL),
};

export interface Reply {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface Harness {
  db: Db;
  clock: ManualClock;
  ctx: ModuleContext<never>;
  call(method: string, path: string, token?: string, body?: unknown): Promise<Reply>;
}

export async function harness(options: { seed?: boolean; now?: number } = {}): Promise<Harness> {
  const clock = new ManualClock(options.now ?? NOW);
  const { ctx, app } = await moduleContext(fitnessModule, {
    clock,
    verifyAccessToken: (token) => GRANTS[token],
    seed: options.seed,
  });
  return {
    db: ctx.db,
    clock,
    ctx,
    async call(method, path, token, body) {
      const headers: Record<string, string> = {};
      if (token !== undefined) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const res = await app.request(`/fitness/v1/users${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        body: text === '' ? null : (JSON.parse(text) as unknown),
        headers: res.headers,
      };
    },
  };
}

/** The public API error body of ApiError. */
export function apiError(code: number, status: string, reason: string, message: string): unknown {
  return { error: { code, message, errors: [{ domain: 'global', reason, message }], status } };
}

export const enc = encodeURIComponent;
