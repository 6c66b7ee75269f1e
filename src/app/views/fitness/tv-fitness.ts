/**
 * Fitness on the wall: today's steps, calories, distance and active minutes in big numbers; bars by day for
 * 7, 30 or 90 days of one metric; the focused day's values; the sessions of the last 30 days. The whole view
 * is one D-pad grid: the range and metric buttons (selection follows focus, as tabs do), the chart (Left and
 * Right move the day) and the sessions list.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { sessionContext, type SessionValue } from '../../contexts.ts';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { FreshDataController } from '../../data/fresh-data.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { viewStatusStyles } from '../../ui/tv-view-status.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import { screenStyles } from '../screen-styles.ts';
import { fitnessStyles } from './fitness-styles.ts';
import { sessionList, todayTiles } from './fitness-sections.ts';
import { appPlace, type Place } from '../../i18n/place.ts';
import { formatDay } from './fitness-format.ts';
import { fitnessData, loadFitness, type FitnessData } from './fitness-data.ts';
import { ChartChoice } from './chart-choice.ts';
import { chartActions, chartControls, chartSection } from './chart-section.ts';

@customElement('tv-fitness')
@localized()
export class TvFitness extends LitElement {
  static override styles = [screenStyles, viewStatusStyles, fitnessStyles];

  /** The language shown and the TV's time zone (a test may set its own). */
  @property({ attribute: false }) place: Place = appPlace();
  /** Wall-clock now, for "today" (injected by tests). */
  @property({ attribute: false }) now: () => number = () => Date.now();
  /** Refresh timers and "Updated" (injected by tests). */
  @property({ attribute: false }) clock: Clock = browserClock;

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  @consume({ context: apiContext, subscribe: true })
  private api: ApiClients | undefined;

  /** The chart's range, metric and focused day. */
  private readonly choice = new ChartChoice(this);

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
      this.choice.show(data);
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
      this.choice.show(data);
    },
    place: () => this.place,
  });

  protected readonly group = new FocusGroupController(this, {
    kind: 'grid',
    defaultItem: () => this.renderRoot.querySelector<HTMLElement>('tv-fitness-chart'),
  });

  override render() {
    const today = formatDay(this.now(), this.place.locale, this.place.timeZone, 'full');
    const loading = () => html`<tv-view-status words=${msg('Loading your activity…')}></tv-view-status>`;
    return html`<header>
        <h1>${msg('Fitness')}</h1>
        <p class="muted">${msg(str`Today, ${today}`)}</p>
      </header>
      ${this.fresh.renderUpdated()}
      ${this.fresh.render({
        initial: loading,
        pending: loading,
        error: (error) =>
          html`<tv-view-status status="failed" .error=${error} .task=${this.data}></tv-view-status>`,
        complete: this.renderLoaded,
        cached: this.renderLoaded,
      })}`;
  }

  protected override updated(): void {
    // Data arrived (kept or fresh) with nothing focused: the group's entry item takes focus.
    if (this.fresh.hasData && deepActiveElement() === null) this.group.enter();
  }

  private readonly renderLoaded = (data: FitnessData) =>
    html`${todayTiles(data.days[data.days.length - 1], data.readable, this.place)}
      ${chartControls(this.choice, this.place.locale, this.chartActions)}
      <div class="main">
        <section class="chart-area">
          ${chartSection(data, this.choice, this.place, this.chartActions)}
        </section>
        <section class="sessions">
          <h2>${msg('Sessions')}</h2>
          ${sessionList(data.sessions, data.distances, this.place)}
        </section>
      </div>`;

  /** The toolbar's and the chart's: each changes the choice. */
  private readonly chartActions = chartActions(this.choice, this, () => this.data.value?.days.length);
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-fitness': TvFitness;
  }
}
