/**
 * The fitness view's chart and the toolbar above it: the range and metric buttons (selection follows focus,
 * as tabs do), then the bars of the chosen metric with the focused day's values under them, or why there
 * are none.
 */
import { msg, str } from '@lit/localize';
import { html } from 'lit';
import { byDayCaption, daysWords } from '../../i18n/counts.ts';
import { remoteActionOf } from '../../nav/keys.ts';
import { currentLocale } from '../../i18n/locale.ts';
import { RANGES, type ChartChoice, type Range } from './chart-choice.ts';
import { valueOf, type FitnessData } from './fitness-data.ts';
import { displayValue, formatDay, formatNumber } from './fitness-format.ts';
import { dayDetail, notAllowed, type Place } from './fitness-sections.ts';
import { METRIC_IDS, METRICS, type MetricId } from './metrics.ts';
import './tv-fitness-chart.ts';

export interface ChartActions {
  range: (range: Range) => void;
  metric: (metric: MetricId) => void;
  day: (index: number) => void;
  /** Keys on the chart before its own (Up to the metric it shows). */
  chartKey: (event: KeyboardEvent) => void;
}

/** What the toolbar and the chart do to `choice`; `days` is how many days the data on screen holds. */
export function chartActions(
  choice: ChartChoice,
  view: { readonly renderRoot: ParentNode },
  days: () => number | undefined,
): ChartActions {
  return {
    range: (range) => {
      choice.setRange(range, days());
    },
    metric: (metric) => {
      choice.setMetric(metric);
    },
    day: (index) => {
      choice.setDay(index);
    },
    chartKey: (event) => {
      // Up from the chart lands on the metric it shows, not on whichever button is nearest (which would switch it).
      if (event.defaultPrevented || remoteActionOf(event) !== 'up') return;
      const button = view.renderRoot.querySelector<HTMLElement>(`button[data-metric="${choice.metric}"]`);
      if (!button) return;
      event.preventDefault();
      button.focus();
    },
  };
}

export function chartControls(choice: ChartChoice, locale: string, on: ChartActions) {
  return html`<div class="controls" role="toolbar" aria-label=${msg('Chart')}>
    ${RANGES.map(
      (r) =>
        html`<button
          data-range=${r}
          aria-pressed=${String(r === choice.range)}
          @focus=${() => {
            on.range(r);
          }}
        >
          ${daysWords(r, formatNumber(r, locale))}
        </button>`,
    )}<span class="gap"></span>${METRIC_IDS.map(
      (id) =>
        html`<button
          data-metric=${id}
          aria-pressed=${String(id === choice.metric)}
          @focus=${() => {
            on.metric(id);
          }}
        >
          ${METRICS[id].label}
        </button>`,
    )}
  </div>`;
}

export function chartSection(data: FitnessData, choice: ChartChoice, place: Place, on: ChartActions) {
  const id = choice.metric;
  const metric = METRICS[id];
  if (!data.readable.includes(id)) return notAllowed(metric.label.toLowerCase(), metric.grants);
  const shown = data.days.slice(-choice.range);
  if (!data.days.some((d) => valueOf(d, id) !== undefined)) {
    const what = currentLocale() === 'en' ? metric.label.toLowerCase() : metric.label;
    return html`<p class="explain">${msg(str`No ${what} recorded in the last 90 days.`)}</p>`;
  }
  const { locale, timeZone } = place;
  const first = data.days.length - shown.length;
  const style = choice.range === 7 ? 'weekday' : 'dayMonth';
  const detail = dayDetail(data.days[choice.focusedDay], data.readable, place);
  return html`<tv-fitness-chart
      .values=${shown.map((d) => {
        const v = valueOf(d, id);
        return v === undefined ? undefined : displayValue(id, v, locale);
      })}
      .labels=${shown.map((d) => formatDay(d.startMs, locale, timeZone, style))}
      .focusedIndex=${choice.focusedDay - first}
      .formatTick=${(v: number) => formatNumber(v, locale, id === 'distance' && v % 1 !== 0 ? 1 : 0)}
      caption=${byDayCaption(metric.label, choice.range, formatNumber(choice.range, locale))}
      value-text=${detail}
      @tv-day-change=${(e: CustomEvent<{ index: number }>) => {
        on.day(first + e.detail.index);
      }}
      @keydown=${on.chartKey}
    ></tv-fitness-chart>
    <p class="detail">${detail}</p>`;
}
