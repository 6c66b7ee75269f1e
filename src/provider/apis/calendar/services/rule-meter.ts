/**
 * A hard bound on the work `rrule` does for one rule in one request (docs/security.md#bounded-work-per-request).
 *
 * rrule walks a rule period by period (a day, week, month or year, times INTERVAL) and checks UNTIL, COUNT
 * and its iterator callback only on dates that match; a rule that never matches (`BYMONTH=2;BYMONTHDAY=30`)
 * or matches once in decades would walk on to the year 9999. The one exit it takes on every period is
 * INTERVAL = 0 ("stop"), read from the rule's options once on entry and twice per period. The meter counts
 * those reads as periods and answers 0 once the period budget is spent; the iterator callback counts the
 * matching dates. Both counts depend only on the rule and the window, never on the machine.
 */
import { createRequire } from 'node:module';
import type { Frequency, RRule as RRuleType } from 'rrule';

// rrule ships as a UMD bundle whose named exports Node's ESM loader cannot see.
export const { RRule, Weekday } = createRequire(import.meta.url)('rrule') as typeof import('rrule');
export type Rule = RRuleType;

/**
 * Periods one run may examine, by frequency. A period costs rrule about 6–27 µs (it builds a year-long day
 * table for every period); these keep one run near 20 ms, and DAILY still reaches MAX_INSTANCES.
 */
export const PERIOD_BUDGET: Readonly<Record<number, number>> = {
  [RRule.DAILY]: 2600,
  [RRule.WEEKLY]: 1000,
  [RRule.MONTHLY]: 2000,
  [RRule.YEARLY]: 800,
};

/** Matching dates one run may see: MAX_INSTANCES plus the dates of a first period before the window. */
export const MATCH_BUDGET = 3000;

export type RunPurpose = 'write' | 'read';

/** What one run cost; `steps` is periods plus matches. */
export interface RunRecord {
  purpose: RunPurpose;
  freq: Frequency;
  periods: number;
  matches: number;
  steps: number;
  /** The run stopped because a budget was spent, not because the rule ended or the visitor stopped it. */
  exhausted: boolean;
}

const watchers = new Set<(record: RunRecord) => void>();

/** Calls `watcher` after every run; returns the function that stops it. The tests' view of the bound. */
export function watchRuns(watcher: (record: RunRecord) => void): () => void {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

/**
 * Runs `rule` from its DTSTART, handing each matching date to `visit` until it returns false, the rule
 * ends, or a budget is spent. The rule is used up: its options are left metered.
 */
export function runRule(rule: Rule, purpose: RunPurpose, visit: (date: Date) => boolean): RunRecord {
  const options = rule.options;
  const interval = options.interval;
  const periodLimit = PERIOD_BUDGET[options.freq] ?? 0;
  let reads = 0;
  const spent = { periods: false, matches: false };
  Object.defineProperty(options, 'interval', {
    configurable: true,
    get(): number {
      reads += 1;
      if (Math.floor(reads / 2) > periodLimit) spent.periods = true;
      return spent.periods ? 0 : interval;
    },
  });
  let matches = 0;
  rule.all((date) => {
    matches += 1;
    if (matches > MATCH_BUDGET) {
      spent.matches = true;
      return false;
    }
    return visit(date);
  });
  const periods = Math.min(Math.floor(reads / 2), periodLimit + 1);
  const record: RunRecord = {
    purpose,
    freq: options.freq,
    periods,
    matches: Math.min(matches, MATCH_BUDGET),
    steps: periods + Math.min(matches, MATCH_BUDGET),
    exhausted: spent.periods || spent.matches,
  };
  for (const watcher of watchers) watcher(record);
  return record;
}
