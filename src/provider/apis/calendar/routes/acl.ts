/** acl.list/get/insert/patch/update/delete/watch: who may see or change a calendar. Owners only. */
import { Hono, type Context } from 'hono';
import type { AccessRole, AclList, AclRule } from '#shared/wire/calendar.ts';
import type { ApiEnv } from '../../../http/bearer.ts';
import { ApiError, badRequest, notFound } from '../../../http/errors.ts';
import { checkIfMatch, etagOf, notModified } from '../etag.ts';
import { isRecord, jsonBody, optionalEnum } from '../input.ts';
import { paginate } from '../paging.ts';
import { SCOPE_SETS, type CalendarService } from '../service.ts';
import { aclRuleId, renderAcl, type AclRow, type CalendarRow } from '../store/calendar-store.ts';

const ROLES: readonly AccessRole[] = ['none', 'freeBusyReader', 'reader', 'writer', 'owner'];
const SCOPE_TYPES = ['default', 'user', 'group', 'domain'] as const;

function parseScope(raw: unknown): { type: AclRule['scope']['type']; value: string | undefined } {
  if (!isRecord(raw)) throw badRequest('scope is required.', 'required');
  const type = optionalEnum(raw, 'type', SCOPE_TYPES);
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

function parseRole(body: Record<string, unknown>): AccessRole {
  const role = optionalEnum(body, 'role', ROLES);
  if (role === undefined) throw badRequest('role is required.', 'required');
  return role;
}

export function aclRoutes(svc: CalendarService): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const read = svc.guard(SCOPE_SETS.read);
  const write = svc.guard(SCOPE_SETS.write);
  const owned = async (userId: string, calendarId: string): Promise<CalendarRow> =>
    (await svc.require(userId, calendarId, 'owner')).calendar;

  /** The owner's own rule cannot be changed or removed: a calendar always keeps its owner. */
  const guardOwn = (rule: AclRow, userId: string): void => {
    if (rule.scopeType === 'user' && rule.scopeValue === svc.emailOf(userId).toLowerCase()) {
      throw new ApiError(403, 'cannotChangeOwnAcl', 'Cannot change your own access level.');
    }
  };

  app.get('/calendars/:calendarId/acl', read, async (c) => {
    const calendar = await owned(c.get('grant').userId, c.req.param('calendarId'));
    const page = paginate(c, (await svc.calendars.acl(calendar.id)).map(renderAcl), 100);
    const list: AclList = {
      kind: 'calendar#acl',
      etag: etagOf(page.items.map((r) => r.etag)),
      items: page.items,
    };
    if (page.nextPageToken !== undefined) list.nextPageToken = page.nextPageToken;
    return c.json(list);
  });

  app.get('/calendars/:calendarId/acl/:ruleId', read, async (c) => {
    const calendar = await owned(c.get('grant').userId, c.req.param('calendarId'));
    const rule = await svc.calendars.aclRule(calendar.id, c.req.param('ruleId'));
    if (rule === undefined) throw notFound();
    const body = renderAcl(rule);
    c.header('ETag', body.etag);
    if (notModified(c, body.etag)) return c.body(null, 304);
    return c.json(body);
  });

  app.post('/calendars/:calendarId/acl', write, async (c) => {
    const calendar = await owned(c.get('grant').userId, c.req.param('calendarId'));
    const body = await jsonBody(c);
    const scope = parseScope(body.scope);
    const role = parseRole(body);
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
    await svc.calendars.putAcl(rule, svc.now());
    await svc.watcher.changed('acl', calendar.id);
    return c.json(renderAcl(rule));
  });

  /** The rule a path names, 404 when none, after its If-Match (a 412 when the rule has changed). */
  const existingRule = async (
    c: Context<ApiEnv>,
    userId: string,
  ): Promise<{ calendar: CalendarRow; current: AclRow }> => {
    const calendar = await owned(userId, c.req.param('calendarId') ?? '');
    const current = await svc.calendars.aclRule(calendar.id, c.req.param('ruleId') ?? '');
    if (current === undefined) throw notFound();
    checkIfMatch(c, renderAcl(current).etag);
    return { calendar, current };
  };

  for (const method of ['patch', 'put'] as const) {
    app[method]('/calendars/:calendarId/acl/:ruleId', write, async (c) => {
      const userId = c.get('grant').userId;
      const { calendar, current } = await existingRule(c, userId);
      const body = await jsonBody(c);
      if (body.scope !== undefined || method === 'put') {
        const scope = parseScope(body.scope);
        if (aclRuleId(scope.type, scope.value) !== current.id) {
          throw badRequest('The scope of a rule cannot be changed.', 'invalid');
        }
      }
      const role = method === 'patch' && body.role === undefined ? current.role : parseRole(body);
      if (role !== current.role) guardOwn(current, userId);
      const rule: AclRow = { ...current, role };
      await svc.calendars.putAcl(rule, svc.now());
      await svc.watcher.changed('acl', calendar.id);
      return c.json(renderAcl(rule));
    });
  }

  app.delete('/calendars/:calendarId/acl/:ruleId', write, async (c) => {
    const userId = c.get('grant').userId;
    const { calendar, current } = await existingRule(c, userId);
    guardOwn(current, userId);
    await svc.calendars.deleteAcl(calendar.id, current.id);
    await svc.watcher.changed('acl', calendar.id);
    return c.body(null, 204);
  });

  app.post('/calendars/:calendarId/acl/watch', read, async (c) => {
    const userId = c.get('grant').userId;
    const calendar = await owned(userId, c.req.param('calendarId'));
    const body = await jsonBody(c);
    const uri = `${svc.ctx.settings.publicUrl}/calendar/v3/calendars/${encodeURIComponent(calendar.id)}/acl?alt=json`;
    return c.json(await svc.watcher.create(c.get('grant'), 'acl', calendar.id, uri, body));
  });

  return app;
}
