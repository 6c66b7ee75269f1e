/**
 * Recurrence (RFC 5545 RRULE, EXRULE, RDATE, EXDATE lines) through the `rrule` library. Occurrences are
 * computed on wall-clock times in the event's zone ("floating" dates), so a weekly 09:00 stays at 09:00
 * across daylight-saving changes, then turned into instants.
 */
import { createRequire } from 'node:module';
import { badRequest } from '../../http/errors.ts';
import { parseDate, parseDateTime } from './event-time.ts';
import { utcToWall, wallToUtc } from './time-zone.ts';

// rrule ships as a UMD bundle whose named exports Node's ESM loader cannot see.
const { RRule, RRuleSet } = createRequire(import.meta.url)('rrule') as typeof import('rrule');
type RRuleSetT = InstanceType<typeof RRuleSet>;

export interface RecurrenceSeries {
  /** Wall-clock ms of the first occurrence. */
  firstWall: number;
  zone: string;
  allDay: boolean;
}

/** YEARLY, MONTHLY, WEEKLY and DAILY, as calendar clients offer; finer rules are refused. */
const DAY_OR_LONGER: readonly number[] = [RRule.YEARLY, RRule.MONTHLY, RRule.WEEKLY, RRule.DAILY];

/** Most instances produced for one recurring event in one request. */
export const MAX_INSTANCES = 2500;

function dateValues(line: string, zone: string): number[] {
  const colon = line.indexOf(':');
  const params = line.slice(0, colon).split(';').slice(1);
  const tzParam = params.find((p) => p.toUpperCase().startsWith('TZID='));
  const tz = tzParam === undefined ? undefined : tzParam.slice(5);
  return line
    .slice(colon + 1)
    .split(',')
    .map((raw) => {
      const v = raw.trim();
      const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i.exec(v);
      if (m === null) throw badRequest(`Invalid recurrence date "${v}".`, 'invalid');
      const date = `${m[1] ?? ''}-${m[2] ?? ''}-${m[3] ?? ''}`;
      if (m[4] === undefined) {
        const wall = parseDate(date);
        if (wall === undefined) throw badRequest(`Invalid recurrence date "${v}".`, 'invalid');
        return wall;
      }
      const ms = parseDateTime(`${date}T${m[4]}:${m[5] ?? ''}:${m[6] ?? ''}${m[7] ?? ''}`, tz ?? zone);
      if (ms === undefined) throw badRequest(`Invalid recurrence date "${v}".`, 'invalid');
      return utcToWall(zone, ms);
    });
}

/** Builds the rule set; throws 400 on any line `rrule` cannot read. */
function buildSet(lines: readonly string[], series: RecurrenceSeries): RRuleSetT {
  const set = new RRuleSet();
  const dtstart = new Date(series.firstWall);
  for (const line of lines) {
    const name = line.split(/[;:]/, 1)[0]?.toUpperCase() ?? '';
    if (name === 'RRULE' || name === 'EXRULE') {
      let rule;
      try {
        const options = RRule.parseString(line.slice(line.indexOf(':') + 1));
        if (options.freq === undefined || (options.count != null && !Number.isInteger(options.count))) {
          throw new Error('no frequency or a bad count');
        }
        // Sub-daily rules would make rrule step through every hour, minute or second since DTSTART.
        const subDaily = options.byhour != null || options.byminute != null || options.bysecond != null;
        if (!DAY_OR_LONGER.includes(options.freq) || subDaily) throw new Error('unsupported frequency');
        rule = new RRule({ ...options, dtstart });
        rule.all((_d, i) => i < 1);
      } catch {
        throw badRequest(`Invalid recurrence rule "${line}".`, 'invalid');
      }
      if (name === 'RRULE') set.rrule(rule);
      else set.exrule(rule);
    } else if (name === 'RDATE' || name === 'EXDATE') {
      if (!line.includes(':')) throw badRequest(`Invalid recurrence line "${line}".`, 'invalid');
      for (const wall of dateValues(line, series.zone)) {
        if (name === 'RDATE') set.rdate(new Date(wall));
        else set.exdate(new Date(wall));
      }
    } else {
      throw badRequest(`Unknown recurrence line "${line}".`, 'invalid');
    }
  }
  if (set.rrules().length === 0 && set.rdates().length === 0) {
    throw badRequest('A recurrence needs an RRULE or RDATE line.', 'invalid');
  }
  return set;
}

/** Checks the recurrence lines of an event body; throws 400 with the bad line. */
export function validateRecurrence(raw: unknown, series: RecurrenceSeries): string[] {
  if (!Array.isArray(raw) || raw.length > 100 || raw.some((l) => typeof l !== 'string' || l.length > 1000)) {
    throw badRequest('recurrence must be a list of RRULE, EXRULE, RDATE or EXDATE lines.', 'invalid');
  }
  const lines = raw as string[];
  if (lines.length > 0) buildSet(lines, series);
  return lines;
}

/**
 * Start instants of the occurrences whose start lies in [fromMs, toMs), at most MAX_INSTANCES; the series'
 * first occurrence counts even when no rule produces it (RFC 5545: DTSTART is the first instance).
 */
export function occurrences(
  lines: readonly string[],
  series: RecurrenceSeries,
  fromMs: number,
  toMs: number,
): number[] {
  const set = buildSet(lines, series);
  const fromWall = utcToWall(series.zone, fromMs) - 14 * 3600_000;
  const toWall = utcToWall(series.zone, toMs) + 14 * 3600_000;
  const walls = new Set<number>();
  if (!set.exdates().some((d) => d.getTime() === series.firstWall)) walls.add(series.firstWall);
  set
    .between(new Date(fromWall), new Date(toWall), true, (_d, i) => i < MAX_INSTANCES)
    .forEach((d) => {
      walls.add(d.getTime());
    });
  return [...walls]
    .sort((a, b) => a - b)
    .map((wall) => wallToUtc(series.zone, wall))
    .filter((ms) => ms >= fromMs && ms < toMs)
    .slice(0, MAX_INSTANCES);
}

/** Whether the rule set ends (COUNT or UNTIL on every rule, or only dates); used for range pre-filtering. */
export function lastOccurrence(lines: readonly string[], series: RecurrenceSeries): number | undefined {
  const set = buildSet(lines, series);
  if (set.rrules().some((r) => r.options.count == null && r.options.until == null)) return undefined;
  const all = set.all((_d, i) => i < 10_000);
  const last = all[all.length - 1];
  return wallToUtc(series.zone, Math.max(series.firstWall, last?.getTime() ?? series.firstWall));
}
