/**
 * Recurrence (RFC 5545 RRULE, RDATE and EXDATE lines) through the `rrule` library. Occurrences are
 * computed on wall-clock times in the event's zone ("floating" dates), so a weekly 09:00 stays at 09:00
 * across daylight-saving changes, then turned into instants.
 *
 * Every computation is bounded (docs/security.md#bounded-work-per-request): one RRULE, no EXRULE, at most
 * MAX_DATES listed dates, COUNT at most MAX_COUNT, and each rrule run metered (rule-meter.ts). A write
 * proves the rule matches within its budget; a read starts the rule near the window (rule-phase.ts).
 */
import type { Options } from 'rrule';
import { badRequest } from '../../../http/errors.ts';
import { parseDate, parseDateTime } from './event-time.ts';
import { PERIOD_BUDGET, RRule, runRule, type Rule } from './rule-meter.ts';
import { ruleAt, ruleOptions, startedNear } from './rule-phase.ts';
import { utcToWall, wallToUtc } from './time-zone.ts';

export interface RecurrenceSeries {
  /** Wall-clock ms of the first occurrence. */
  firstWall: number;
  zone: string;
  allDay: boolean;
}

/** Most instances produced for one recurring event in one request. */
export const MAX_INSTANCES = 2500;

/** Most RDATE and EXDATE values of one event, together. */
export const MAX_DATES = 100;

const PERIOD_NAMES: Readonly<Record<number, string>> = {
  [RRule.DAILY]: 'days',
  [RRule.WEEKLY]: 'weeks',
  [RRule.MONTHLY]: 'months',
  [RRule.YEARLY]: 'years',
};

interface Parsed {
  rule?: { options: Partial<Options>; field: string };
  rdates: number[];
  exdates: Set<number>;
}

const refuse = (field: string, why: string) => badRequest(`Invalid value for ${field}: ${why}.`, 'invalid');

function dateValues(line: string, field: string, zone: string): number[] {
  const colon = line.indexOf(':');
  const params = line.slice(0, colon).split(';').slice(1);
  const tzParam = params.find((p) => p.toUpperCase().startsWith('TZID='));
  const tz = tzParam === undefined ? undefined : tzParam.slice(5);
  return line
    .slice(colon + 1)
    .split(',')
    .map((raw) => {
      const v = raw.trim();
      const bad = () => refuse(field, `"${v}" is not a date or date-time`);
      const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i.exec(v);
      if (m === null) throw bad();
      const date = `${m[1] ?? ''}-${m[2] ?? ''}-${m[3] ?? ''}`;
      if (m[4] === undefined) {
        const wall = parseDate(date);
        if (wall === undefined) throw bad();
        return wall;
      }
      const ms = parseDateTime(`${date}T${m[4]}:${m[5] ?? ''}:${m[6] ?? ''}${m[7] ?? ''}`, tz ?? zone);
      if (ms === undefined) throw bad();
      return utcToWall(zone, ms);
    });
}

/** Reads the lines; throws 400 naming the first bad one (`recurrence[i]`). */
function parseLines(lines: readonly string[], series: RecurrenceSeries): Parsed {
  const parsed: Parsed = { rdates: [], exdates: new Set() };
  let dates = 0;
  lines.forEach((line, i) => {
    const field = `recurrence[${i}]`;
    const name = line.split(/[;:]/, 1)[0]?.toUpperCase() ?? '';
    if (name === 'RRULE') {
      if (parsed.rule !== undefined) throw refuse(field, 'an event has at most one RRULE');
      const options = ruleOptions(line.slice(line.indexOf(':') + 1));
      if (typeof options === 'string') throw refuse(field, `the rule ${options}`);
      parsed.rule = { options, field };
    } else if (name === 'EXRULE') {
      // RFC 5545 Appendix A.3 deprecates EXRULE; the public Calendar API takes RRULE, RDATE and EXDATE.
      throw refuse(field, 'EXRULE is not supported; list the dates to leave out in an EXDATE line');
    } else if (name === 'RDATE' || name === 'EXDATE') {
      if (!line.includes(':')) throw refuse(field, `"${line}" has no value`);
      const walls = dateValues(line, field, series.zone);
      dates += walls.length;
      if (dates > MAX_DATES)
        throw refuse(field, `an event lists at most ${MAX_DATES} RDATE and EXDATE values`);
      if (name === 'RDATE') parsed.rdates.push(...walls);
      else walls.forEach((w) => parsed.exdates.add(w));
    } else {
      throw refuse(field, `"${name}" is not an RRULE, RDATE or EXDATE line`);
    }
  });
  if (parsed.rule === undefined && parsed.rdates.length === 0) {
    throw badRequest('Invalid value for recurrence: a recurrence needs an RRULE or RDATE line.', 'invalid');
  }
  return parsed;
}

function buildRule(parsed: Parsed, series: RecurrenceSeries): Rule | undefined {
  if (parsed.rule === undefined) return undefined;
  try {
    return ruleAt(parsed.rule.options, series.firstWall);
  } catch {
    throw refuse(parsed.rule.field, 'the rule is not readable');
  }
}

export interface CheckedRecurrence {
  lines: string[];
  /** Start instant of the last occurrence; undefined when the series has no end within reach. */
  lastMs: number | undefined;
}

/**
 * Checks the recurrence lines of an event body and finds the series' last start; throws 400 with the bad
 * line. A rule must produce an occurrence, and a counted one all of them, within its period budget.
 */
export function checkRecurrence(raw: unknown, series: RecurrenceSeries): CheckedRecurrence {
  if (!Array.isArray(raw) || raw.length > 100 || raw.some((l) => typeof l !== 'string' || l.length > 1000)) {
    throw badRequest('Invalid value for recurrence: a list of RRULE, RDATE or EXDATE lines.', 'invalid');
  }
  const lines = raw as string[];
  if (lines.length === 0) return { lines, lastMs: undefined };
  const parsed = parseLines(lines, series);
  const listed = parsed.rdates.filter((w) => !parsed.exdates.has(w));
  let last = Math.max(series.firstWall, ...listed);
  const rule = buildRule(parsed, series);
  if (rule === undefined || parsed.rule === undefined) {
    return { lines, lastMs: wallToUtc(series.zone, last) };
  }
  const { field } = parsed.rule;
  const counted = rule.options.count != null;
  const ends = counted || rule.options.until != null;
  const run = runRule(rule, 'write', (date) => {
    if (!parsed.exdates.has(date.getTime())) last = Math.max(last, date.getTime());
    return ends;
  });
  const budget = `${PERIOD_BUDGET[rule.options.freq] ?? 0} ${PERIOD_NAMES[rule.options.freq] ?? 'periods'}`;
  if (run.matches === 0 && run.exhausted) {
    throw refuse(field, `the rule has no occurrence within ${budget} of the start`);
  }
  if (counted && run.exhausted) {
    throw refuse(field, `the rule's COUNT occurrences span more than ${budget}`);
  }
  return { lines, lastMs: ends && !run.exhausted ? wallToUtc(series.zone, last) : undefined };
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
  const parsed = parseLines(lines, series);
  const fromWall = utcToWall(series.zone, fromMs) - 14 * 3600_000;
  const toWall = utcToWall(series.zone, toMs) + 14 * 3600_000;
  const walls = new Set<number>();
  const keep = (wall: number): void => {
    if (wall >= fromWall && wall <= toWall && !parsed.exdates.has(wall)) walls.add(wall);
  };
  keep(series.firstWall);
  parsed.rdates.forEach(keep);
  const rule = buildRule(parsed, series);
  if (rule !== undefined) {
    runRule(startedNear(rule, fromWall), 'read', (date) => {
      if (date.getTime() > toWall) return false;
      keep(date.getTime());
      return walls.size <= MAX_INSTANCES;
    });
  }
  return [...walls]
    .sort((a, b) => a - b)
    .map((wall) => wallToUtc(series.zone, wall))
    .filter((ms) => ms >= fromMs && ms < toMs)
    .slice(0, MAX_INSTANCES);
}
