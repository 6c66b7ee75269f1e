/**
 * One RRULE as `rrule` options, and the same rule started near a window instead of at DTSTART.
 *
 * RFC 5545 §3.3.10 counts a rule's periods (INTERVAL days, weeks, months or years) from DTSTART and takes
 * what the rule leaves out (the weekday of a WEEKLY rule, the day of a MONTHLY one, the time) from DTSTART.
 * Starting rrule at the first period that can reach the window, with those values pinned, gives exactly
 * the occurrences the rule has from that period on, without walking every period since DTSTART.
 */
import type { Options } from 'rrule';
import { RRule, Weekday, type Rule } from './rule-meter.ts';

const DAY = 86_400_000;

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** YEARLY, MONTHLY, WEEKLY and DAILY, as calendar clients offer; finer rules are refused. */
const DAY_OR_LONGER: readonly number[] = [RRule.YEARLY, RRule.MONTHLY, RRule.WEEKLY, RRule.DAILY];

/**
 * Largest COUNT: two years of a daily event. With it, any rule that matches at least once per period ends
 * within its period budget (rule-meter.ts), so a counted series is always computed whole.
 */
export const MAX_COUNT = 730;

/** Why an RRULE value is refused, or its options. */
export function ruleOptions(value: string): Partial<Options> | string {
  let options: Partial<Options>;
  try {
    options = RRule.parseString(value);
  } catch {
    return 'is not a readable RRULE';
  }
  if (options.freq == null) return 'has no FREQ';
  // Sub-daily rules would make rrule step through every hour, minute or second since DTSTART.
  if (!DAY_OR_LONGER.includes(options.freq)) return 'repeats more often than daily';
  if (options.byhour != null || options.byminute != null || options.bysecond != null) {
    return 'sets BYHOUR, BYMINUTE or BYSECOND';
  }
  if (options.byeaster != null || options.dtstart != null || options.tzid != null) {
    return 'has a part RFC 5545 does not define for RRULE';
  }
  if (options.count != null && (!Number.isInteger(options.count) || options.count < 1)) {
    return 'has a bad COUNT';
  }
  if (options.count != null && options.count > MAX_COUNT) return `has a COUNT above ${MAX_COUNT}`;
  if (options.interval != null && (!Number.isInteger(options.interval) || options.interval < 1)) {
    return 'has a bad INTERVAL';
  }
  return options;
}

/** The rule from its DTSTART (floating wall-clock ms); throws when rrule refuses the options. */
export function ruleAt(options: Partial<Options>, firstWall: number): Rule {
  return new RRule({ ...options, dtstart: new Date(firstWall) });
}

/** Midnight of the first day of month `month` (0-based, may overflow) of `year`, as UTC ms. */
function monthStart(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 1);
  return d.getTime();
}

/** Start (UTC ms) of the period `index` periods after the one holding `first`. */
function periodStart(rule: Rule, first: Date, index: number): number {
  const { freq, interval, wkst } = rule.options;
  const day = Math.floor(first.getTime() / DAY) * DAY;
  if (freq === RRule.DAILY) return day + index * interval * DAY;
  if (freq === RRule.WEEKLY) {
    const weekday = (first.getUTCDay() + 6) % 7; // rrule counts Monday as 0
    return day - ((weekday - wkst + 7) % 7) * DAY + index * interval * 7 * DAY;
  }
  if (freq === RRule.MONTHLY)
    return monthStart(first.getUTCFullYear(), first.getUTCMonth() + index * interval);
  return monthStart(first.getUTCFullYear() + index * interval, 0);
}

/** Index of the last period starting at or before `wall` (0 when `wall` is in the first one). */
function periodIndex(rule: Rule, first: Date, wall: number): number {
  const { freq, interval } = rule.options;
  const at = new Date(wall);
  let span: number;
  if (freq === RRule.DAILY) span = Math.floor(wall / DAY) - Math.floor(first.getTime() / DAY);
  else if (freq === RRule.WEEKLY) span = Math.floor((wall - periodStart(rule, first, 0)) / (7 * DAY));
  else if (freq === RRule.MONTHLY) {
    span = (at.getUTCFullYear() - first.getUTCFullYear()) * 12 + at.getUTCMonth() - first.getUTCMonth();
  } else span = at.getUTCFullYear() - first.getUTCFullYear();
  return Math.max(0, Math.floor(span / interval));
}

/**
 * `rule` (built at its DTSTART) started at the last period beginning at or before `fromWall`; the rule
 * itself when that is its first period. Only for rules without COUNT, which counts from DTSTART.
 */
export function startedNear(rule: Rule, fromWall: number): Rule {
  const first = rule.options.dtstart;
  const index = periodIndex(rule, first, fromWall);
  if (index === 0 || rule.options.count != null) return rule;
  // rrule's types say these lists are always there; at run time a part the rule lacks is null.
  const o = rule.options as Nullable<typeof rule.options>;
  // Everything rrule derived from DTSTART, written back as explicit parts so the new start changes none.
  const weekdays = [
    ...(o.byweekday ?? []),
    ...(o.bynweekday ?? []).flatMap(([day, n]) => (day === undefined ? [] : [new Weekday(day, n)])),
  ];
  return new RRule({
    freq: rule.options.freq,
    interval: rule.options.interval,
    wkst: rule.options.wkst,
    until: o.until,
    bysetpos: o.bysetpos,
    bymonth: o.bymonth ?? [],
    bymonthday: [...(o.bymonthday ?? []), ...(o.bynmonthday ?? [])],
    byyearday: o.byyearday ?? [],
    byweekno: o.byweekno ?? [],
    byweekday: weekdays,
    byhour: o.byhour,
    byminute: o.byminute,
    bysecond: o.bysecond,
    dtstart: new Date(periodStart(rule, first, index)),
  });
}
