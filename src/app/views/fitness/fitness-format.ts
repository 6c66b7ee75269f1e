/**
 * Numbers, units, days and durations in the TV's locale. Intl is used where the engine has it (Chromium 68
 * has NumberFormat and DateTimeFormat, not the `unit` style, so unit words are ours); plain text otherwise.
 */
import { msg } from '@lit/localize';
import type { MetricId } from './metrics.ts';
import { stepsUnit } from '../../i18n/counts.ts';

export interface Formatted {
  number: string;
  unit: string;
}

const hasIntl = typeof Intl === 'object';

export function formatNumber(value: number, locale: string, fractionDigits = 0): string {
  if (!hasIntl) return value.toFixed(fractionDigits);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);
}

/** Regions that measure road and walking distances in miles. */
export const usesMiles = (locale: string): boolean => /[-_](US|GB|LR|MM)\b/i.test(locale);

const METRES_PER_MILE = 1609.344;

/** A metric's value with its unit, e.g. 5.2 km, 1,820 kcal, 46 min. */
export function formatMetric(id: MetricId, value: number, locale: string): Formatted {
  switch (id) {
    case 'steps':
      return { number: formatNumber(Math.round(value), locale), unit: stepsUnit(value) };
    case 'calories':
      return { number: formatNumber(Math.round(value), locale), unit: msg('kcal') };
    case 'distance':
      return usesMiles(locale)
        ? { number: formatNumber(value / METRES_PER_MILE, locale, 1), unit: msg('mi') }
        : { number: formatNumber(value / 1000, locale, 1), unit: msg('km') };
    case 'activeMinutes':
      return { number: formatNumber(Math.round(value), locale), unit: msg('min') };
  }
}

/**
 * A number and its unit never part at a line's end ("7,1" above "km" in a narrow session card): they are
 * joined by a no-break space.
 */
const NBSP = '\u00a0';

export const metricText = (id: MetricId, value: number, locale: string): string => {
  const f = formatMetric(id, value, locale);
  return `${f.number}${NBSP}${f.unit}`;
};

/** The axis value of a metric in the unit it is shown in (km or miles for distance). */
export function displayValue(id: MetricId, value: number, locale: string): number {
  if (id !== 'distance') return value;
  return usesMiles(locale) ? value / METRES_PER_MILE : value / 1000;
}

export type DayStyle = 'weekday' | 'dayMonth' | 'full';

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  weekday: { weekday: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  full: { weekday: 'long', day: 'numeric', month: 'long' },
};

export function formatDay(ms: number, locale: string, timeZone: string, style: DayStyle): string {
  if (!hasIntl) return new Date(ms).toDateString();
  return new Intl.DateTimeFormat(locale, { ...DAY_OPTIONS[style], timeZone }).format(new Date(ms));
}

/** 35 min, 1 h 15 min. */
export function formatDuration(ms: number, locale: string): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${formatNumber(minutes, locale)}${NBSP}${msg('min')}`;
  const rest = minutes % 60;
  const hours = `${formatNumber(Math.floor(minutes / 60), locale)}${NBSP}${msg('h')}`;
  return rest === 0 ? hours : `${hours} ${formatNumber(rest, locale)}${NBSP}${msg('min')}`;
}
