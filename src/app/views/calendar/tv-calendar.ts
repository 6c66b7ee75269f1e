/**
 * The agenda on the TV: the coming days grouped by day (today marked), each event with its time, title,
 * location and calendar color, all-day events first. OK opens the event's details; Back closes them and
 * focus returns to the same row. "Choose calendars" picks which calendars show, remembered across
 * restarts. More days load as focus nears the end; the list is virtual, so thousands of events stay smooth.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { loadMoreStatus } from '../../ui/load-more.ts';
import { viewStatusStyles, type Rerunnable } from '../../ui/tv-view-status.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import type { TvVirtualList } from '../../ui/tv-virtual-list.ts';
import { screenStyles } from '../screen-styles.ts';
import { calendarStyles } from './calendar-styles.ts';
import { AgendaData } from './agenda-data.ts';
import { AgendaPaging } from './agenda-paging.ts';
import { agendaFreshData, loadAgenda } from './agenda-fresh.ts';
import { agendaBar, agendaFailed, agendaLoading, emptyAgendaWords } from './agenda-parts.ts';
import { rowLabel, type AgendaRow } from './agenda.ts';
import { browserPlace, dayKeyOf, dayLabel, type Place } from './calendar-format.ts';
import { idbCalendarChoice, type CalendarChoiceStore } from './calendar-choice.ts';
import { CalendarChooser } from './calendar-chooser.ts';
import '../../ui/tv-virtual-list.ts';
import './tv-agenda-row.ts';
import './tv-event-detail.ts';

@customElement('tv-calendar')
@localized()
export class TvCalendar extends LitElement {
  static override styles = [screenStyles, viewStatusStyles, calendarStyles];

  /** The TV's locale and time zone (the browser's unless a test sets them). */
  @property({ attribute: false }) place: Place = browserPlace();
  /** Wall-clock now (injected by tests). */
  @property({ attribute: false }) now: () => number = () => Date.now();
  /** Refresh timers and "Updated" (injected by tests). */
  @property({ attribute: false }) clock: Clock = browserClock;
  /** Where the choice of calendars is remembered. */
  @property({ attribute: false }) choice: CalendarChoiceStore = idbCalendarChoice;

  @state() private rows: AgendaRow[] = [];
  /** Index of the row whose details are open. */
  @state() private detail: number | null = null;
  /** Reloading after the choice of calendars changed failed. */
  @state() private reloadError: unknown;

  @consume({ context: apiContext, subscribe: true })
  private api: ApiClients | undefined;

  /** Calendars, colors and the first days; runs again when the clients or the choice store change. */
  private readonly agenda = new Task(this, {
    args: () => [this.api, this.choice] as const,
    task: async ([api, choice], { signal }) =>
      api
        ? loadAgenda(new AgendaData(api.calendar, this.place, this.now), choice, this.data, signal)
        : initialState,
    onComplete: (data) => {
      this.data = data;
      this.rows = data.rows;
      this.reloadError = undefined;
    },
  });

  /** Try again after any failure: the whole agenda again. */
  private readonly again: Rerunnable = {
    run: () => {
      this.reloadError = undefined;
      return this.agenda.run();
    },
  };

  /** More days as focus nears the end; their rows replace the list's. */
  private readonly paging = new AgendaPaging(this, (data) => {
    this.rows = data.rows;
  });

  /** Quiet refreshes; the rows last shown kept per account (docs/app.md#fresh-data). */
  private readonly fresh = agendaFreshData(this, {
    clock: () => this.clock,
    task: () => this.agenda,
    place: () => this.place,
    show: (rows) => {
      this.rows = rows;
    },
    retryMore: () => {
      this.retryMore();
    },
  });

  /** "Choose calendars" and its picker. */
  private readonly chooser = new CalendarChooser(this, {
    data: () => this.data,
    choice: () => this.choice,
    reloaded: (rows, error) => {
      if (error !== undefined) this.reloadError = error;
      this.rows = rows;
    },
  });

  @query('tv-virtual-list') private list!: TvVirtualList<AgendaRow> | null;

  private data: AgendaData | undefined;
  private focusedOnce = false;
  /** The day of the focused row when it is not today. */
  private focusedDay: string | null = null;

  override render() {
    return html`<header>
        <h1>${msg('Calendar')}</h1>
        <p class="muted" data-testid="calendar-day" .textContent=${this.dayWords()}></p>
      </header>
      ${this.fresh.renderUpdated()} ${this.renderBody()}
      ${
        this.detail !== null && this.rows[this.detail]
          ? html`<tv-event-detail
              .row=${this.rows[this.detail]}
              @tv-close=${this.closeDetail}
            ></tv-event-detail>`
          : nothing
      }
      ${this.chooser.render()}`;
  }

  protected override updated(): void {
    // A failure focuses its own first button (tv-view-status); an agenda on screen its first row, once (a
    // quiet refresh over it leaves focus where it is).
    if (!this.fresh.hasData) {
      this.focusedOnce = false;
      return;
    }
    if (this.focusedOnce || this.reloadError !== undefined) return;
    const list = this.list;
    if (list) {
      this.focusedOnce = list.focusIndex(0);
    } else if (deepActiveElement() === null) {
      this.renderRoot.querySelector<HTMLElement>('button')?.focus();
      this.focusedOnce = true;
    }
  }

  private renderBody() {
    const loading = agendaLoading;
    const failed = (error: unknown) => agendaFailed(error, this.again);
    if (this.reloadError !== undefined) return failed(this.reloadError);
    return this.fresh.render({
      initial: loading,
      pending: loading,
      error: failed,
      complete: () => this.renderAgenda(),
      cached: () => this.renderAgenda(),
    });
  }

  private renderAgenda() {
    return html`${agendaBar(this.data, this.chooser.show)}
    ${
      this.rows.length === 0
        ? html`<tv-view-status
            status="empty"
            words=${emptyAgendaWords(this.data)}
            retry-label=""
            .other=${null}
          ></tv-view-status>`
        : html`<tv-virtual-list
            label=${msg('Agenda')}
            .items=${this.rows}
            .renderItem=${(row: AgendaRow, i: number) =>
              html`<tv-agenda-row .row=${row} ?open=${i === this.detail}></tv-agenda-row>`}
            .itemLabel=${rowLabel}
            item-size=${Math.round(window.innerHeight * 0.12)}
            @tv-item-focus=${this.onListFocus}
            @click=${this.openDetail}
          ></tv-virtual-list>`
    }
    ${loadMoreStatus({
      loading: this.paging.loading,
      error: this.paging.error,
      words: { loading: msg('Loading more days…'), failed: msg('More days could not be loaded.') },
      retry: this.retryMore,
    })}`;
  }

  /** Beside the heading: today, or the day of the focused row (its first row may have scrolled away). */
  private dayWords(): string {
    const today = dayLabel(dayKeyOf(this.now(), this.place.timeZone), this.place.locale);
    return this.focusedDay === null ? msg(str`Today is ${today}`) : this.focusedDay;
  }

  private readonly onListFocus = (event: CustomEvent<{ index: number }>): void => {
    const index = event.detail.index;
    const row = this.rows[index];
    const day = row && !row.today ? row.dayLabel : null;
    if (day !== this.focusedDay) {
      // Written straight to the page: a re-render of the whole view on every key would slow held keys.
      this.focusedDay = day;
      const words = this.renderRoot.querySelector('[data-testid="calendar-day"]');
      if (words) words.textContent = this.dayWords();
    }
    this.paging.focused(index, this.rows.length, this.data);
  };

  private readonly openDetail = (): void => {
    const index = this.list?.focusedIndex;
    if (index !== undefined && this.rows[index]) this.detail = index;
  };

  private readonly closeDetail = async (): Promise<void> => {
    const index = this.detail;
    this.detail = null;
    await this.updateComplete;
    if (index !== null) this.list?.focusIndex(index);
  };

  private readonly retryMore = (): void => {
    this.paging.retry(this.data);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-calendar': TvCalendar;
  }
}
