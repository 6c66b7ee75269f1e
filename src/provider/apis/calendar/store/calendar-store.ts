/** Calendars and their access-control rules; who may do what with a calendar. */
import type { AccessRole, AclRule, Calendar } from '#shared/wire/calendar.ts';
import type { SqlAccess } from '../../../store/sql-access.ts';
import { etagOf } from '../services/etag.ts';

export interface CalendarData {
  summary: string;
  description?: string;
  location?: string;
  timeZone: string;
}

export interface CalendarRow {
  id: string;
  ownerId: string;
  primary: boolean;
  data: CalendarData;
  updated: number;
}

export interface AclRow {
  calendarId: string;
  id: string;
  scopeType: AclRule['scope']['type'];
  scopeValue: string | undefined;
  role: AccessRole;
}

const RANK: Record<AccessRole, number> = { none: 0, freeBusyReader: 1, reader: 2, writer: 3, owner: 4 };

export const atLeast = (role: AccessRole, needed: AccessRole): boolean => RANK[role] >= RANK[needed];

interface CalendarDbRow {
  id: string;
  owner_id: string;
  is_primary: number;
  data: string;
  updated: number;
}

const toCalendar = (r: CalendarDbRow): CalendarRow => ({
  id: r.id,
  ownerId: r.owner_id,
  primary: r.is_primary === 1,
  data: JSON.parse(r.data) as CalendarData,
  updated: r.updated,
});

interface AclDbRow {
  calendar_id: string;
  id: string;
  scope_type: string;
  scope_value: string | null;
  role: string;
}

const toAcl = (r: AclDbRow): AclRow => ({
  calendarId: r.calendar_id,
  id: r.id,
  scopeType: r.scope_type as AclRow['scopeType'],
  scopeValue: r.scope_value ?? undefined,
  role: r.role as AccessRole,
});

export function renderCalendar(row: CalendarRow): Calendar {
  const body = { id: row.id, ...row.data };
  return { kind: 'calendar#calendar', etag: etagOf(body), ...body };
}

export function renderAcl(row: AclRow): AclRule {
  const scope: AclRule['scope'] =
    row.scopeValue === undefined ? { type: row.scopeType } : { type: row.scopeType, value: row.scopeValue };
  const body = { id: row.id, scope, role: row.role };
  return { kind: 'calendar#aclRule', etag: etagOf(body), ...body };
}

/** The rule id the public API uses: `user:alice@example.com`, `domain:example.com`, `default`. */
export const aclRuleId = (type: string, value: string | undefined): string =>
  value === undefined ? type : `${type}:${value}`;

export class CalendarStore {
  readonly #get;
  readonly #primaryOf;
  readonly #insert;
  readonly #update;
  readonly #delete;
  readonly #acl;
  readonly #aclRule;
  readonly #putAcl;
  readonly #deleteAcl;

  constructor(sql: SqlAccess) {
    this.#get = sql.prepare('SELECT * FROM cal_calendars WHERE id = ?');
    this.#primaryOf = sql.prepare('SELECT * FROM cal_calendars WHERE owner_id = ? AND is_primary = 1');
    this.#insert = sql.prepare(
      'INSERT INTO cal_calendars (id, owner_id, is_primary, data, updated) VALUES (?, ?, ?, ?, ?)',
    );
    this.#update = sql.prepare('UPDATE cal_calendars SET data = ?, updated = ? WHERE id = ?');
    this.#delete = sql.prepare('DELETE FROM cal_calendars WHERE id = ?');
    this.#acl = sql.prepare('SELECT * FROM cal_acl WHERE calendar_id = ? ORDER BY rowid');
    this.#aclRule = sql.prepare('SELECT * FROM cal_acl WHERE calendar_id = ? AND id = ?');
    this.#putAcl = sql.prepare(
      `INSERT INTO cal_acl (calendar_id, id, scope_type, scope_value, role, updated) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (calendar_id, id) DO UPDATE SET role = excluded.role, updated = excluded.updated`,
    );
    this.#deleteAcl = sql.prepare('DELETE FROM cal_acl WHERE calendar_id = ? AND id = ?');
  }

  async get(id: string): Promise<CalendarRow | undefined> {
    const row = await this.#get.get<CalendarDbRow>(id);
    return row === undefined ? undefined : toCalendar(row);
  }

  async primaryOf(userId: string): Promise<CalendarRow | undefined> {
    const row = await this.#primaryOf.get<CalendarDbRow>(userId);
    return row === undefined ? undefined : toCalendar(row);
  }

  /** The calendar and its owner's rule; the caller holds the transaction. */
  async insert(row: CalendarRow, ownerEmail: string): Promise<void> {
    await this.#insert.run(row.id, row.ownerId, row.primary ? 1 : 0, JSON.stringify(row.data), row.updated);
    await this.putAcl(
      {
        calendarId: row.id,
        id: aclRuleId('user', ownerEmail),
        scopeType: 'user',
        scopeValue: ownerEmail,
        role: 'owner',
      },
      row.updated,
    );
  }

  async update(id: string, data: CalendarData, now: number): Promise<void> {
    await this.#update.run(JSON.stringify(data), now, id);
  }

  async delete(id: string): Promise<void> {
    await this.#delete.run(id);
  }

  /** The strongest role any rule gives `email` (owner for the calendar's creator). */
  async roleOf(calendar: CalendarRow, userId: string, email: string): Promise<AccessRole> {
    if (calendar.ownerId === userId) return 'owner';
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    let best: AccessRole = 'none';
    for (const rule of await this.acl(calendar.id)) {
      const applies =
        rule.scopeType === 'default' ||
        (rule.scopeType === 'user' && rule.scopeValue?.toLowerCase() === email.toLowerCase()) ||
        (rule.scopeType === 'domain' && rule.scopeValue?.toLowerCase() === domain);
      if (applies && RANK[rule.role] > RANK[best]) best = rule.role;
    }
    return best;
  }

  async acl(calendarId: string): Promise<AclRow[]> {
    return (await this.#acl.all<AclDbRow>(calendarId)).map(toAcl);
  }

  async aclRule(calendarId: string, id: string): Promise<AclRow | undefined> {
    const row = await this.#aclRule.get<AclDbRow>(calendarId, id);
    return row === undefined ? undefined : toAcl(row);
  }

  async putAcl(rule: AclRow, now: number): Promise<void> {
    await this.#putAcl.run(rule.calendarId, rule.id, rule.scopeType, rule.scopeValue ?? null, rule.role, now);
  }

  async deleteAcl(calendarId: string, id: string): Promise<void> {
    await this.#deleteAcl.run(calendarId, id);
  }
}
