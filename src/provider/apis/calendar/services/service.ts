/**
 * What every calendar route shares: the stores, the watcher, who a user is, which calendar a path names and
 * what the caller may do with it. Primary calendars are created on a user's first request.
 */
import { eventLink } from './event-link.ts';
import { randomBytes } from 'node:crypto';
import type { AccessRole } from '#shared/wire/calendar.ts';
import { ApiError, notFound } from '../../../http/errors.ts';
import type { ModuleContext } from '../../../module.ts';
import type { Method } from '../../../route.ts';
import { atLeast, CalendarStore, type CalendarRow } from '../store/calendar-store.ts';
import { EventStore } from '../store/event-store.ts';
import { ListStore, type ListData } from '../store/list-store.ts';
import { Quota } from './quota.ts';
import { Watcher } from './watch.ts';
import { calendarColor } from './colors.ts';

export const DEFAULT_ZONE = 'UTC';

/** The settings the calendar API reads. */
export type CalendarContext = ModuleContext<'publicUrl' | 'calendarDailyQuota' | 'webhookHosts'>;

export interface Resolved {
  calendar: CalendarRow;
  role: AccessRole;
}

export class CalendarService {
  readonly calendars: CalendarStore;
  readonly lists: ListStore;
  readonly events: EventStore;
  readonly watcher: Watcher;

  /** Email addresses of the users seen so far (ACL rules and organizers name people by address). */
  readonly #emails = new Map<string, string>();

  readonly #quota: Quota;

  constructor(readonly ctx: CalendarContext) {
    this.calendars = new CalendarStore(ctx.sql);
    this.lists = new ListStore(ctx.sql);
    this.events = new EventStore(ctx.sql);
    this.watcher = new Watcher(ctx.sql, ctx.db, ctx.clock, () => ctx.settings.webhookHosts);
    this.#quota = new Quota(ctx);
  }

  now(): number {
    return this.ctx.clock.now();
  }

  /** Looks the user up in the accounts service; every request does this (admit) before emailOf. */
  async identify(userId: string): Promise<string> {
    const known = this.#emails.get(userId);
    if (known !== undefined) return known;
    const email = (await this.ctx.accounts.byId(userId))?.email ?? userId;
    this.#emails.set(userId, email);
    return email;
  }

  /** The event's page on this provider (its `htmlLink`). */
  link(calendarId: string, eventId: string): string {
    return eventLink(this.ctx.settings.publicUrl, calendarId, eventId);
  }

  /** The address of a user already identified; the user id for one who has no account. */
  emailOf(userId: string): string {
    return this.#emails.get(userId) ?? userId;
  }

  /** Every call, once its token has passed: the daily quota, then the caller's primary calendar exists. */
  async admit(userId: string, method: Method): Promise<void> {
    await this.#quota.charge(userId, method);
    await this.identify(userId);
    await this.ensurePrimary(userId);
  }

  ensurePrimary(userId: string, zone = DEFAULT_ZONE): Promise<CalendarRow> {
    return this.ctx.sql.withTransaction(async () => {
      const existing = await this.calendars.primaryOf(userId);
      if (existing !== undefined) return existing;
      const email = this.emailOf(userId);
      const row: CalendarRow = {
        id: email,
        ownerId: userId,
        primary: true,
        data: { summary: email, timeZone: zone },
        updated: this.now(),
      };
      await this.calendars.insert(row, email);
      await this.addToList(userId, row.id, {});
      return row;
    });
  }

  /** Puts a calendar in the user's list with the next palette color. */
  async addToList(userId: string, calendarId: string, data: Partial<ListData>): Promise<void> {
    const colorId = data.colorId ?? String(((await this.lists.all(userId)).length % 24) + 1);
    const color = calendarColor(colorId);
    await this.lists.insert(
      userId,
      calendarId,
      {
        colorId,
        backgroundColor: color?.background,
        foregroundColor: color?.foreground,
        selected: true,
        defaultReminders: [],
        ...data,
      },
      this.now(),
    );
  }

  newSecondaryId(): string {
    return `c_${randomBytes(12).toString('hex')}@group.calendar.example.com`;
  }

  /** The calendar a path names (`primary` is the caller's own) and the caller's role on it; 404 when none. */
  async resolve(userId: string, calendarId: string): Promise<Resolved> {
    const calendar =
      calendarId === 'primary'
        ? await this.calendars.primaryOf(userId)
        : await this.calendars.get(calendarId);
    const role =
      calendar === undefined ? 'none' : await this.calendars.roleOf(calendar, userId, this.emailOf(userId));
    if (calendar === undefined || role === 'none') throw notFound();
    return { calendar, role };
  }

  /** As resolve, and 403 unless the caller's role is at least `needed`. */
  async require(userId: string, calendarId: string, needed: AccessRole): Promise<Resolved> {
    const resolved = await this.resolve(userId, calendarId);
    if (!atLeast(resolved.role, needed)) {
      throw new ApiError(403, 'forbidden', `You need ${needed} access to this calendar.`);
    }
    return resolved;
  }

  /** Notifies watchers of the calendar list of everyone who holds the calendar. */
  async listChanged(calendarId: string): Promise<void> {
    for (const userId of await this.lists.holders(calendarId))
      await this.watcher.changed('calendarList', userId);
  }
}
