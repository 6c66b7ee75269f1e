/** acl.list/get/insert/patch/update/delete/watch: who may see or change a calendar. Owners only. */
import type { Context } from 'hono';
import type { AccessRole, AclList, AclRule } from '#shared/wire/calendar.ts';
import { isObject, oneOf, type Json } from '#shared/wire/decode.ts';
import { ApiError, badRequest, notFound } from '../../../http/errors.ts';
import { pathParam, readAll } from '../../../http/validate.ts';
import { checkIfMatch, withETag } from '../services/etag.ts';
import type { CalendarService } from '../services/service.ts';
import { aclRuleId, renderAcl, type AclRow, type CalendarRow } from '../store/calendar-store.ts';
import { READ, route, WRITE } from './calendar-route.ts';
import { listOf, pageOf, paginate } from './paging.ts';
import { field } from './wording.ts';
import { aclBody, channelBody } from './bodies.ts';

const ROLE = oneOf<AccessRole>(['none', 'freeBusyReader', 'reader', 'writer', 'owner']);
const SCOPE_TYPE = oneOf(['default', 'user', 'group', 'domain']);

function parseScope(raw: unknown): { type: AclRule['scope']['type']; value: string | undefined } {
  if (!isObject(raw)) throw badRequest('scope is required.', 'required');
  const type = field(raw, 'type', SCOPE_TYPE);
  if (type === undefined) throw badRequest('scope.type is required.', 'required');
  const value = raw.value;
  if (type === 'default') {
    if (value !== undefined && value !== null && value !== '') {
      throw badRequest('scope.value must be empty for the default scope.', 'invalid');
    }
    return { type, value: undefined };
  }
  if (typeof value !== 'string' || value.length > 254)
    throw badRequest('scope.value is required.', 'required');
  const ok = type === 'domain' ? /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(value) : /^[^@\s]+@[^@\s]+$/.test(value);
  if (!ok) throw badRequest(`scope.value is not a valid ${type === 'domain' ? 'domain' : 'email address'}.`);
  return { type, value: value.toLowerCase() };
}

function parseRole(body: Json): AccessRole {
  const role = field(body, 'role', ROLE);
  if (role === undefined) throw badRequest('role is required.', 'required');
  return role;
}

const RULES = '/calendars/:calendarId/acl';
const RULE = `${RULES}/:ruleId`;
const calendarId = pathParam('calendarId');
const names = readAll({ calendarId, ruleId: pathParam('ruleId') });

const owned = async (svc: CalendarService, userId: string, id: string): Promise<CalendarRow> =>
  (await svc.require(userId, id, 'owner')).calendar;

/** The owner's own rule cannot be changed or removed: a calendar always keeps its owner. */
function guardOwn(svc: CalendarService, rule: AclRow, userId: string): void {
  if (rule.scopeType === 'user' && rule.scopeValue === svc.emailOf(userId).toLowerCase()) {
    throw new ApiError(403, 'cannotChangeOwnAcl', 'Cannot change your own access level.');
  }
}

/** Stores the rule, tells the calendar's acl watchers, and gives the resource to answer with. */
async function saveRule(svc: CalendarService, rule: AclRow): Promise<AclRule> {
  await svc.calendars.putAcl(rule, svc.now());
  await svc.watcher.changed('acl', rule.calendarId);
  return renderAcl(rule);
}

/** The rule a path names, 404 when none, after its If-Match (a 412 when the rule has changed). */
async function existingRule(
  svc: CalendarService,
  c: Context,
  userId: string,
  names: { calendarId: string; ruleId: string },
): Promise<{ calendar: CalendarRow; current: AclRow }> {
  const calendar = await owned(svc, userId, names.calendarId);
  const current = await svc.calendars.aclRule(calendar.id, names.ruleId);
  if (current === undefined) throw notFound();
  checkIfMatch(c, renderAcl(current).etag);
  return { calendar, current };
}

/** acl.patch changes what the body names; acl.update replaces the rule, whose scope must stay. */
const change = (method: 'PATCH' | 'PUT') =>
  route(
    {
      method,
      path: RULE,
      id: method === 'PATCH' ? 'calendar.acl.patch' : 'calendar.acl.update',
      request: 'AclRule',
      response: 'AclRule',
      access: WRITE,
      input: readAll({ names, body: aclBody }),
    },
    async ({ input, grant, c }, svc) => {
      const userId = grant.userId;
      const { body } = input;
      const { current } = await existingRule(svc, c, userId, input.names);
      if (body.scope !== undefined || method === 'PUT') {
        const scope = parseScope(body.scope);
        if (aclRuleId(scope.type, scope.value) !== current.id) {
          throw badRequest('The scope of a rule cannot be changed.', 'invalid');
        }
      }
      const role = method === 'PATCH' && body.role === undefined ? current.role : parseRole(body);
      if (role !== current.role) guardOwn(svc, current, userId);
      const rule: AclRow = { ...current, role };
      return saveRule(svc, rule);
    },
  );

export const aclRoutes = [
  route(
    {
      method: 'GET',
      path: RULES,
      id: 'calendar.acl.list',
      response: 'Acl',
      access: READ,
      input: readAll({ calendarId, page: pageOf(100) }),
    },
    async ({ input, grant }, svc) => {
      const calendar = await owned(svc, grant.userId, input.calendarId);
      const page = paginate(input.page, (await svc.calendars.acl(calendar.id)).map(renderAcl));
      const list: AclList = listOf('calendar#acl', page);
      return list;
    },
  ),
  route(
    {
      method: 'GET',
      path: RULE,
      id: 'calendar.acl.get',
      response: 'AclRule',
      access: READ,
      input: names,
    },
    async ({ input, grant, c }, svc) => {
      const calendar = await owned(svc, grant.userId, input.calendarId);
      const rule = await svc.calendars.aclRule(calendar.id, input.ruleId);
      if (rule === undefined) throw notFound();
      const body = renderAcl(rule);
      return withETag(c, body);
    },
  ),
  route(
    {
      method: 'POST',
      path: RULES,
      id: 'calendar.acl.insert',
      request: 'AclRule',
      response: 'AclRule',
      access: WRITE,
      input: readAll({ calendarId, body: aclBody }),
    },
    async ({ input, grant }, svc) => {
      const calendar = await owned(svc, grant.userId, input.calendarId);
      const scope = parseScope(input.body.scope);
      const role = parseRole(input.body);
      const id = aclRuleId(scope.type, scope.value);
      if ((await svc.calendars.aclRule(calendar.id, id)) !== undefined) {
        throw new ApiError(409, 'duplicate', 'A rule for this scope already exists; update it instead.');
      }
      const rule: AclRow = {
        calendarId: calendar.id,
        id,
        scopeType: scope.type,
        scopeValue: scope.value,
        role,
      };
      return saveRule(svc, rule);
    },
  ),
  change('PATCH'),
  change('PUT'),
  route(
    { method: 'DELETE', path: RULE, id: 'calendar.acl.delete', access: WRITE, input: names },
    async ({ input, grant, c }, svc) => {
      const userId = grant.userId;
      const { calendar, current } = await existingRule(svc, c, userId, input);
      guardOwn(svc, current, userId);
      await svc.calendars.deleteAcl(calendar.id, current.id);
      await svc.watcher.changed('acl', calendar.id);
      return c.body(null, 204);
    },
  ),
  route(
    {
      method: 'POST',
      path: `${RULES}/watch`,
      id: 'calendar.acl.watch',
      request: 'Channel',
      response: 'Channel',
      access: READ,
      input: readAll({ calendarId, body: channelBody }),
    },
    async ({ input, grant }, svc) => {
      const calendar = await owned(svc, grant.userId, input.calendarId);
      const uri = `${svc.ctx.settings.publicUrl}/calendar/v3/calendars/${encodeURIComponent(calendar.id)}/acl?alt=json`;
      return svc.watcher.create(grant, 'acl', calendar.id, uri, input.body);
    },
  ),
];
