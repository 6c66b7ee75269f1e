/**
 * sessions list, update-or-insert and delete (the public Fitness API reference), with the public API's query
 * parameters: startTime/endTime (RFC 3339), pageToken (incremental sync), includeDeleted, activityType.
 * Sessions are activity data: reading needs an activity scope, writing the activity write scope.
 */
import { SCOPES } from '#shared/scopes.ts';
import { flag } from '#shared/wire/decode.ts';
import type { ListSessionsResponse, Session } from '#shared/wire/fitness.ts';
import { badRequest } from '../../../http/errors.ts';
import { pathParameter, queryParameter, reads } from '../../../http/input-description.ts';
import { readAll, type Reader } from '../../../http/validate.ts';
import { anyScope } from '../../../route.ts';
import { requireInt64 } from '../services/ids.ts';
import type { SessionQuery } from '../store/session-store.ts';
import { asObject, onlyKeys, optionalText, parseApplication } from './validate-source.ts';
import { route } from './fitness-route.ts';
import { afterSeq, encodeToken, json, read } from './wording.ts';

const PAGE = 1000;
const DEFAULT_WINDOW_MS = 30 * 24 * 3600 * 1000;
const RFC3339 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?(Z|[+-]\d\d:\d\d)$/i;

const ACTIVITY_READ = anyScope(SCOPES.fitnessActivityRead, SCOPES.fitnessActivityWrite);
const ACTIVITY_WRITE = anyScope(SCOPES.fitnessActivityWrite);

function rfc3339(name: string): Reader<number | undefined> {
  return reads(
    (c) => {
      const raw = c.req.query(name);
      if (raw === undefined) return undefined;
      const ms = Date.parse(raw);
      if (!RFC3339.test(raw) || Number.isNaN(ms)) throw badRequest(`${name} must be an RFC 3339 timestamp.`);
      return ms;
    },
    queryParameter(name, { format: 'date-time' }),
  );
}

/** Which sessions a list means; `recent` is the default window, which ends now. */
type SessionWindow = Exclude<SessionQuery, { by: 'modified' }> | { by: 'recent' };

const listParams = readAll({
  from: rfc3339('startTime'),
  to: rfc3339('endTime'),
  token: reads((c) => c.req.query('pageToken'), queryParameter('pageToken')),
  includeDeleted: read.query('includeDeleted', flag),
  types: reads(
    (c) =>
      (c.req.queries('activityType') ?? []).map((t) => {
        if (!/^\d{1,4}$/.test(t)) throw badRequest('activityType must be an activity code.');
        return Number(t);
      }),
    queryParameter('activityType', { type: 'integer', format: 'int32' }),
  ),
});

interface SessionList {
  window: SessionWindow;
  includeDeleted: boolean;
  types: number[];
}

const listInput: Reader<SessionList> = reads(async (c): Promise<SessionList> => {
  const { from, to, token, includeDeleted, types } = await listParams(c);
  let window: SessionWindow;
  if (from !== undefined || to !== undefined) {
    // The public API: a token is ignored when a time is given; sessions ending within the range.
    window = { by: 'end', fromMs: from ?? 0, toMs: to ?? Number.MAX_SAFE_INTEGER };
    if (window.fromMs > window.toMs) throw badRequest('startTime must not be after endTime.');
  } else if (token !== undefined) {
    window = { by: 'change', afterSeq: (await afterSeq(c)) ?? 0 };
  } else {
    window = { by: 'recent' };
  }
  return { window, includeDeleted, types };
}, listParams);

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
    '',
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

/** The session id of the address. */
const sessionId: Reader<string> = reads((c) => {
  const id = c.req.param('sessionId') ?? '';
  if (!/^[A-Za-z0-9._~-]{1,200}$/.test(id)) {
    throw badRequest('The session ID must be 1 to 200 letters, digits or ".", "_", "~", "-".');
  }
  return id;
}, pathParameter('sessionId'));

const SESSIONS = '/:userId/sessions';

export const sessionRoutes = [
  route(
    {
      method: 'GET',
      path: SESSIONS,
      id: 'fitness.users.sessions.list',
      response: 'ListSessionsResponse',
      access: ACTIVITY_READ,
      input: listInput,
    },
    async ({ input, grant }, svc) => {
      const { window, includeDeleted, types } = input;
      const query: SessionQuery =
        window.by === 'recent' ? { by: 'modified', sinceMs: svc.now() - DEFAULT_WINDOW_MS } : window;
      const rows = await svc.sessions.query(grant.userId, query, PAGE);
      const page = rows.slice(0, PAGE);
      const wanted = page.filter((r) => types.length === 0 || types.includes(r.session.activityType));
      const lastSeq =
        query.by === 'end' ? await svc.sessions.lastChangeSeq(grant.userId) : (page.at(-1)?.changeSeq ?? 0);
      const body: ListSessionsResponse = {
        session: wanted.filter((r) => !r.deleted).map((r) => r.session),
        deletedSession: includeDeleted ? wanted.filter((r) => r.deleted).map((r) => r.session) : [],
        nextPageToken: encodeToken(query.by === 'change' ? Math.max(lastSeq, query.afterSeq) : lastSeq),
        hasMoreData: rows.length > PAGE,
      };
      return body;
    },
  ),
  route(
    {
      method: 'PUT',
      path: `${SESSIONS}/:sessionId`,
      id: 'fitness.users.sessions.update',
      request: 'Session',
      response: 'Session',
      access: ACTIVITY_WRITE,
      input: readAll({ id: sessionId, body: json }),
    },
    async ({ input, grant }, svc) => {
      const session = parseSession(input.body, input.id, svc.now());
      await svc.putSession(grant.userId, grant, session);
      return session;
    },
  ),
  route(
    {
      method: 'DELETE',
      path: `${SESSIONS}/:sessionId`,
      id: 'fitness.users.sessions.delete',
      access: ACTIVITY_WRITE,
      input: sessionId,
    },
    async ({ input, grant, c }, svc) => {
      await svc.deleteSession(grant.userId, grant, input);
      return c.body(null, 204);
    },
  ),
];
