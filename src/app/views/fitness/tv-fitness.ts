/**
 * Fitness on the wall: today's steps, calories, distance and active minutes in big numbers; bars by day for
 * 7, 30 or 90 days of one metric; the focused day's values; the sessions of the last 30 days. The whole view
 * is one D-pad grid: the range and metric buttons (selection follows focus, as tabs do), the chart (Left and
 * Right move the day) and the sessions list.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { sessionContext, type SessionValue } from '../../contexts.ts';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { FreshDataController } from '../../data/fresh-data.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { viewStatusStyles } from '../../ui/tv-view-status.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import { remoteActionOf } from '../../nav/keys.ts';
import { screenStyles } from '../screen-styles.ts';
import { fitnessStyles } from './fitness-styles.ts';
import { dayDetail, notAllowed, sessionList, todayTiles, type Place } from './fitness-sections.ts';
import { displayValue, formatDay, formatNumber } from './fitness-format.ts';
import { fitnessData, loadFitness, valueOf, type FitnessData } from './fitness-data.ts';
import { METRIC_IDS, METRICS, type MetricId } from './metrics.ts';
import { daysWords } from '../../i18n/counts.ts';
import { currentLocale } from '../../i18n/locale.ts';
import './tv-fitness-chart.ts';

export const RANGES = [7, 30, 90] as const;
export type Range = (typeof RANGES)[number];

const defaultPlace = (): Place => ({
  locale: typeof navigator === 'object' ? navigator.language : 'en',
  timeZone: typeof Intl === 'object' ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'UTC',
});

@customElement('tv-fitness')
@localized()
export class TvFitness extends LitElement {
  static override styles = [screenStyles, viewStatusStyles, fitnessStyles];

  /** The TV's locale and time zone (the browser's unless a test sets them). */
  @property({ attribute: false }) place: Place = defaultPlace();
  /** Wall-clock now, for "today" (injected by tests). */
  @property({ attribute: false }) now: () => number = () => Date.now();
  /** Refresh timers and "Updated" (injected by tests). */
  @property({ attribute: false }) clock: Clock = browserClock;

  @state() private range: Range = 7;
  @state() private metric: MetricId = 'steps';
  /** Index into the loaded days of the focused day (the last is today). */
  @state() private focusedDay = -1;

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  @consume({ context: apiContext, subscribe: true })
  private api: ApiClients | undefined;

  /** Everything the view shows, at once; runs again when the clients or the granted scopes change. */
  private readonly data = new Task(this, {
    // The scopes as one string: a refreshed token brings a new list with the same scopes, which is no reason to load again.
    args: () => [this.api, this.sessionValue?.scopes.join(' ')] as const,
    task: ([api, scopes], { signal }) => {
      if (!api || scopes === undefined) return initialState;
      const granted = scopes.split(' ').filter((s) => s !== '');
      return loadFitness(api.fitness, { nowMs: this.now(), timeZone: this.place.timeZone, granted }, signal);
    },
    onComplete: (data) => {
      this.show(data);
    },
  });

  /** Quiet refreshes (a new day brings a new "today"); the last data kept per account (docs/app.md#fresh-data). */
  private readonly fresh = new FreshDataController<FitnessData>(this, {
    view: 'fitness',
    version: 1,
    clock: () => this.clock,
    task: () => this.data,
    decode: fitnessData,
    apply: (data) => {
      this.show(data);
    },
    place: () => this.place,
  });

  protected readonly group = new FocusGroupController(this, {
    kind: 'grid',
    defaultItem: () => this.renderRoot.querySelector<HTMLElement>('tv-fitness-chart'),
  });

  override render() {
    const today = formatDay(this.now(), this.place.locale, this.place.timeZone, 'full');
    return html`<header>
        <h1>${msg('Fitness')}</h1>
        <p class="muted">${msg(str`Today, ${today}`)}</p>
      </header>
      ${this.fresh.renderUpdated()} ${this.renderBody()}`;
  }

  protected override updated(): void {
    // Data arrived (kept or fresh) with nothing focused: the group's entry item takes focus.
    if (this.fresh.hasData && deepActiveElement() === null) this.group.enter();
  }

  /**
   * The first data picks the first readable metric and today; later data (a quiet refresh) keeps the
   * person's metric, and the focused day unless it was today, which moves on to the new today.
   */
  private show(data: FitnessData): void {
    if (this.focusedDay < 0 || !data.readable.includes(this.metric))
      this.metric = data.readable[0] ?? 'steps';
    const last = data.days.length - 1;
    this.focusedDay = this.focusedDay < 0 || this.focusedDay >= last ? last : this.focusedDay;
  }

  private renderBody() {
    const loading = () => html`<tv-view-status words=${msg('Loading your activity…')}></tv-view-status>`;
    const loaded = (data: FitnessData) => this.renderLoaded(data);
    return this.fresh.render({
      initial: loading,
      pending: loading,
      error: (error) =>
        html`<tv-view-status status="failed" .error=${error} .task=${this.data}></tv-view-status>`,
      complete: loaded,
      cached: loaded,
    });
  }

  private renderLoaded(data: FitnessData) {
    const { locale } = this.place;
    return html`${todayTiles(data.days[data.days.length - 1], data.readable, this.place)}
      <div class="controls" role="toolbar" aria-label=${msg('Chart')}>
        ${RANGES.map(
          (r) =>
            html`<button
              data-range=${r}
              aria-pressed=${String(r === this.range)}
              @focus=${() => {
                this.setRange(r);
              }}
            >
              ${daysWords(r, formatNumber(r, locale))}
            </button>`,
        )}<span class="gap"></span>${METRIC_IDS.map(
          (id) =>
            html`<button
              data-metric=${id}
              aria-pressed=${String(id === this.metric)}
              @focus=${() => {
                this.metric = id;
              }}
            >
              ${METRICS[id].label}
            </button>`,
        )}
      </div>
      <div class="main">
        <section class="chart-area">${this.renderChart(data)}</section>
        <section class="sessions">
          <h2>${msg('Sessions')}</h2>
          ${sessionList(data.sessions, data.distances, this.place)}
        </section>
      </div>`;
  }

  private renderChart(data: FitnessData) {
    const metric = METRICS[this.metric];
    if (!data.readable.includes(this.metric)) return notAllowed(metric.label.toLowerCase(), metric.grants);
    const shown = data.days.slice(-this.range);
    if (!data.days.some((d) => valueOf(d, this.metric) !== undefined)) {
      const what = currentLocale() === 'en' ? metric.label.toLowerCase() : metric.label;
      return html`<p class="explain">${msg(str`No ${what} recorded in the last 90 days.`)}</p>`;
    }
    const { locale, timeZone } = this.place;
    const first = data.days.length - shown.length;
    const style = this.range === 7 ? 'weekday' : 'dayMonth';
    const detail = dayDetail(data.days[this.focusedDay], data.readable, this.place);
    return html`<tv-fitness-chart
        .values=${shown.map((d) => {
          const v = valueOf(d, this.metric);
          return v === undefined ? undefined : displayValue(this.metric, v, locale);
        })}
        .labels=${shown.map((d) => formatDay(d.startMs, locale, timeZone, style))}
        .focusedIndex=${this.focusedDay - first}
        .formatTick=${(v: number) => formatNumber(v, locale, this.metric === 'distance' && v % 1 !== 0 ? 1 : 0)}
        caption=${msg(str`${metric.label} by day, last ${this.range} days`)}
        value-text=${detail}
        @tv-day-change=${(e: CustomEvent<{ index: number }>) => {
          this.focusedDay = first + e.detail.index;
        }}
        @keydown=${this.onChartKey}
      ></tv-fitness-chart>
      <p class="detail">${detail}</p>`;
  }

  /** Up from the chart lands on the metric it shows, not on whichever button is nearest (which would switch it). */
  private readonly onChartKey = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || remoteActionOf(event) !== 'up') return;
    const button = this.renderRoot.querySelector<HTMLElement>(`button[data-metric="${this.metric}"]`);
    if (!button) return;
    event.preventDefault();
    button.focus();
  };

  private setRange(range: Range): void {
    this.range = range;
    const days = this.data.value?.days.length;
    if (days === undefined) return;
    if (this.focusedDay < days - range) this.focusedDay = days - 1;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-fitness': TvFitness;
  }
}
