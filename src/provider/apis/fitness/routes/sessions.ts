/**
 * sessions list, update-or-insert and delete (the public Fitness API reference), with the public API's query
 * parameters: startTime/endTime (RFC 3339), pageToken (incremental sync), includeDeleted, activityType.
 */
import { Hono } from 'hono';
import { SCOPES } from '#shared/scopes.ts';
import type { ListSessionsResponse, Session } from '#shared/wire/fitness.ts';
import type { ApiEnv, Grant } from '../../../http/bearer.ts';
import { badRequest } from '../../../http/errors.ts';
import { insufficientScope, resolveUser } from '../access.ts';
import { requireInt64 } from '../ids.ts';
import { decodeToken, encodeToken, queryBool, readJson, type FitnessContext } from '../request.ts';
import type { FitnessService } from '../service.ts';
import type { SessionQuery } from '../store/session-store.ts';
import { asObject, onlyKeys, optionalText, parseApplication } from '../validate-source.ts';

const PAGE = 1000;
const DEFAULT_WINDOW_MS = 30 * 24 * 3600 * 1000;
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/i;

function requireActivity(grant: Grant, write: boolean): void {
  const ok = write
    ? grant.scopes.has(SCOPES.fitnessActivityWrite)
    : grant.scopes.has(SCOPES.fitnessActivityRead) || grant.scopes.has(SCOPES.fitnessActivityWrite);
  if (!ok) {
    throw insufficientScope(
      write ? [SCOPES.fitnessActivityWrite] : [SCOPES.fitnessActivityRead, SCOPES.fitnessActivityWrite],
    );
  }
}

function rfc3339(c: FitnessContext, name: string): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined) return undefined;
  const ms = Date.parse(raw);
  if (!RFC3339.test(raw) || Number.isNaN(ms)) throw badRequest(`${name} must be an RFC 3339 timestamp.`);
  return ms;
}

function parseSession(body: unknown, id: string, nowMs: number): Session {
  const b = asObject(body, 'The request body');
  onlyKeys(
    b,
    [
      'id',
      'name',
      'description',
      'startTimeMillis',
      'endTimeMillis',
      'modifiedTimeMillis',
      'application',
      'activityType',
      'activeTimeMillis',
    ],
    'The session',
  );
  if (b.id !== undefined && b.id !== id)
    throw badRequest('id in the body must be the session ID of the address.');
  const name = optionalText(b, 'name', 'The session');
  if (name === undefined || name === '') throw badRequest('name is required.');
  const start = requireInt64(b.startTimeMillis, 'startTimeMillis');
  const end = requireInt64(b.endTimeMillis, 'endTimeMillis');
  if (start > end) throw badRequest('startTimeMillis must not be after endTimeMillis.');
  if (
    !Number.isInteger(b.activityType) ||
    (b.activityType as number) < 0 ||
    (b.activityType as number) > 1000
  ) {
    throw badRequest('activityType must be an activity code (a whole number).');
  }
  const session: Session = {
    id,
    name,
    startTimeMillis: String(start),
    endTimeMillis: String(end),
    modifiedTimeMillis: String(nowMs),
    activityType: b.activityType as number,
  };
  const description = optionalText(b, 'description', 'The session');
  if (description !== undefined) session.description = description;
  if (b.application !== undefined) session.application = parseApplication(b.application);
  if (b.activeTimeMillis !== undefined) {
    const active = requireInt64(b.activeTimeMillis, 'activeTimeMillis');
    if (active > end - start) throw badRequest('activeTimeMillis must not exceed the session.');
    session.activeTimeMillis = String(active);
  }
  return session;
}

function checkSessionId(id: string): void {
  if (!/^[A-Za-z0-9._~-]{1,200}$/.test(id)) {
    throw badRequest('The session ID must be 1 to 200 letters, digits or ".", "_", "~", "-".');
  }
}

export function sessionRoutes(svc: FitnessService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();

  app.get('/:userId/sessions', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const from = rfc3339(c, 'startTime');
    const to = rfc3339(c, 'endTime');
    const token = c.req.query('pageToken');
    const includeDeleted = queryBool(c, 'includeDeleted');
    const types = (c.req.queries('activityType') ?? []).map((t) => {
      if (!/^\d{1,4}$/.test(t)) throw badRequest('activityType must be an activity code.');
      return Number(t);
    });
    let query: SessionQuery;
    if (from !== undefined || to !== undefined) {
      // The public API: a token is ignored when a time is given; sessions ending within the range.
      query = { by: 'end', fromMs: from ?? 0, toMs: to ?? Number.MAX_SAFE_INTEGER };
      if (query.fromMs > query.toMs) throw badRequest('startTime must not be after endTime.');
    } else if (token !== undefined) {
      const seq = decodeToken(token);
      if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 0) {
        throw badRequest('pageToken is not one this server issued.');
      }
      query = { by: 'change', afterSeq: seq };
    } else {
      query = { by: 'modified', sinceMs: svc.now() - DEFAULT_WINDOW_MS };
    }
    requireActivity(grant, false);
    const rows = await svc.sessions.query(userId, query, PAGE);
    const page = rows.slice(0, PAGE);
    const wanted = page.filter((r) => types.length === 0 || types.includes(r.session.activityType));
    const lastSeq =
      query.by === 'end' ? await svc.sessions.lastChangeSeq(userId) : (page.at(-1)?.changeSeq ?? 0);
    const body: ListSessionsResponse = {
      session: wanted.filter((r) => !r.deleted).map((r) => r.session),
      deletedSession: includeDeleted ? wanted.filter((r) => r.deleted).map((r) => r.session) : [],
      nextPageToken: encodeToken(query.by === 'change' ? Math.max(lastSeq, query.afterSeq) : lastSeq),
      hasMoreData: rows.length > PAGE,
    };
    return c.json(body);
  });

  app.put('/:userId/sessions/:sessionId', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const id = c.req.param('sessionId');
    checkSessionId(id);
    const session = parseSession(await readJson(c), id, svc.now());
    requireActivity(grant, true);
    await svc.putSession(userId, grant, session);
    return c.json(session);
  });

  app.delete('/:userId/sessions/:sessionId', async (c) => {
    const grant = c.get('grant');
    const userId = resolveUser(c.req.param('userId'), grant);
    const id = c.req.param('sessionId');
    checkSessionId(id);
    requireActivity(grant, true);
    await svc.deleteSession(userId, grant, id);
    return c.body(null, 204);
  });

  return app;
}
