/** Calendars and their access-control rules; who may do what with a calendar. */
import type { AccessRole, AclRule, Calendar } from '#shared/wire/calendar.ts';
import type { Db } from '../../../store/db.ts';
import { etagOf } from '../etag.ts';

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
  constructor(private readonly db: Db) {}

  get(id: string): CalendarRow | undefined {
    const row = this.db.prepare('SELECT * FROM cal_calendars WHERE id = ?').get(id) as
      CalendarDbRow | undefined;
    return row === undefined ? undefined : toCalendar(row);
  }

  primaryOf(userId: string): CalendarRow | undefined {
    const row = this.db
      .prepare('SELECT * FROM cal_calendars WHERE owner_id = ? AND is_primary = 1')
      .get(userId) as CalendarDbRow | undefined;
    return row === undefined ? undefined : toCalendar(row);
  }

  insert(row: CalendarRow, ownerEmail: string): void {
    this.db
      .prepare('INSERT INTO cal_calendars (id, owner_id, is_primary, data, updated) VALUES (?, ?, ?, ?, ?)')
      .run(row.id, row.ownerId, row.primary ? 1 : 0, JSON.stringify(row.data), row.updated);
    this.putAcl(
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

  update(id: string, data: CalendarData, now: number): void {
    this.db
      .prepare('UPDATE cal_calendars SET data = ?, updated = ? WHERE id = ?')
      .run(JSON.stringify(data), now, id);
  }

  delete(id: string): void {
    this.db.prepare('DELETE FROM cal_calendars WHERE id = ?').run(id);
  }

  /** The strongest role any rule gives `email` (owner for the calendar's creator). */
  roleOf(calendar: CalendarRow, userId: string, email: string): AccessRole {
    if (calendar.ownerId === userId) return 'owner';
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    let best: AccessRole = 'none';
    for (const rule of this.acl(calendar.id)) {
      const applies =
        rule.scopeType === 'default' ||
        (rule.scopeType === 'user' && rule.scopeValue?.toLowerCase() === email.toLowerCase()) ||
        (rule.scopeType === 'domain' && rule.scopeValue?.toLowerCase() === domain);
      if (applies && RANK[rule.role] > RANK[best]) best = rule.role;
    }
    return best;
  }

  acl(calendarId: string): AclRow[] {
    return (
      this.db
        .prepare('SELECT * FROM cal_acl WHERE calendar_id = ? ORDER BY rowid')
        .all(calendarId) as AclDbRow[]
    ).map(toAcl);
  }

  aclRule(calendarId: string, id: string): AclRow | undefined {
    const row = this.db
      .prepare('SELECT * FROM cal_acl WHERE calendar_id = ? AND id = ?')
      .get(calendarId, id) as AclDbRow | undefined;
    return row === undefined ? undefined : toAcl(row);
  }

  putAcl(rule: AclRow, now: number): void {
    this.db
      .prepare(
        `INSERT INTO cal_acl (calendar_id, id, scope_type, scope_value, role, updated) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (calendar_id, id) DO UPDATE SET role = excluded.role, updated = excluded.updated`,
      )
      .run(rule.calendarId, rule.id, rule.scopeType, rule.scopeValue ?? null, rule.role, now);
  }

  deleteAcl(calendarId: string, id: string): void {
    this.db.prepare('DELETE FROM cal_acl WHERE calendar_id = ? AND id = ?').run(calendarId, id);
  }
}
