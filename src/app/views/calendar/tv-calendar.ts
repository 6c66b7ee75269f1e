/**
 * The agenda on the TV: the coming days grouped by day (today marked), each event with its time, title,
 * location and calendar color, all-day events first. OK opens the event's details; Back closes them and
 * focus returns to the same row. "Choose calendars" picks which calendars show, remembered across
 * restarts. More days load as focus nears the end; the list is virtual, so thousands of events stay smooth.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { viewStatusStyles } from '../../ui/tv-view-status.ts';
import { deepActiveElement } from '../../nav/composed-tree.ts';
import type { TvVirtualList } from '../../ui/tv-virtual-list.ts';
import { ItemDetail } from '../item-detail.ts';
import { screenStyles } from '../screen-styles.ts';
import { calendarStyles } from './calendar-styles.ts';
import { AgendaLoad } from './agenda-load.ts';
import { agendaBar, agendaEmpty, agendaFailed, agendaLoading, eventDetail } from './agenda-parts.ts';
import { rowLabel, type AgendaRow } from './agenda.ts';
import { appPlace, type Place } from '../../i18n/place.ts';
import { idbCalendarChoice, type CalendarChoiceStore } from './calendar-choice.ts';
import { CalendarDay } from './calendar-day.ts';
import { TypedAhead } from './typed-ahead.ts';
import '../../ui/tv-virtual-list.ts';
import './tv-agenda-row.ts';

@customElement('tv-calendar')
@localized()
export class TvCalendar extends LitElement {
  static override styles = [screenStyles, viewStatusStyles, calendarStyles];

  /** The language shown and the TV's time zone (a test may set its own). */
  @property({ attribute: false }) place: Place = appPlace();
  /** Wall-clock now (injected by tests). */
  @property({ attribute: false }) now: () => number = () => Date.now();
  /** Refresh timers and "Updated" (injected by tests). */
  @property({ attribute: false }) clock: Clock = browserClock;
  /** Where the choice of calendars is remembered. */
  @property({ attribute: false }) choice: CalendarChoiceStore = idbCalendarChoice;

  @consume({ context: apiContext, subscribe: true })
  private api: ApiClients | undefined;

  /** The agenda, its pages, refreshes and the choice of calendars. */
  private readonly agenda = new AgendaLoad(this, {
    api: () => this.api,
    choice: () => this.choice,
    place: () => this.place,
    now: () => this.now(),
    clock: () => this.clock,
  });
  /** The row whose event is open; Back puts focus on it again. */
  private readonly detail = new ItemDetail(this, (index) => this.list?.focusIndex(index));
  /** Today, or the focused row's day, beside the heading. */
  private readonly day = new CalendarDay(
    this,
    () => this.place,
    () => this.now(),
  );
  /** Up, Down and OK typed while the agenda loads, played on it when it shows. */
  private readonly typed = new TypedAhead(this, () => !this.agenda.fresh.hasData);
  private focusedOnce = false;

  @query('tv-virtual-list') private list!: TvVirtualList<AgendaRow> | null;

  override render() {
    const { fresh, rows, reloadError } = this.agenda;
    const failed = (error: unknown) => agendaFailed(error, this.agenda.again);
    const open = this.detail.index === null ? undefined : rows[this.detail.index];
    return html`<header>
        <h1>${msg('Calendar')}</h1>
        <p class="muted" data-testid="calendar-day" .textContent=${this.day.words()}></p>
      </header>
      ${fresh.renderUpdated()}
      ${
        reloadError !== undefined
          ? failed(reloadError)
          : fresh.render({
              initial: agendaLoading,
              pending: agendaLoading,
              error: failed,
              complete: this.renderAgenda,
              cached: this.renderAgenda,
            })
      }
      ${open ? eventDetail(open, this.detail.close) : nothing} ${this.agenda.chooser.render()}`;
  }

  protected override updated(): void {
    // A failure focuses its own first button (tv-view-status); an agenda on screen its first row, once (a
    // quiet refresh over it leaves focus where it is).
    if (!this.agenda.fresh.hasData) {
      this.focusedOnce = false;
      return;
    }
    if (this.focusedOnce || this.agenda.reloadError !== undefined) return;
    const list = this.list;
    if (list) {
      const { index, open } = this.typed.held;
      this.focusedOnce = list.focusIndex(index);
      if (!this.focusedOnce) return;
      this.typed.clear();
      // Once the list has drawn and taken focus: the panel then takes it from there.
      if (open) void list.updateComplete.then(this.openDetail);
    } else if (deepActiveElement() === null) {
      this.renderRoot.querySelector<HTMLElement>('button')?.focus();
      this.focusedOnce = true;
    }
  }

  private readonly renderAgenda = () => {
    const { data, rows, paging } = this.agenda;
    return html`${agendaBar(data, this.agenda.chooser.show)}
    ${
      rows.length === 0
        ? agendaEmpty(data)
        : html`<tv-virtual-list
            label=${msg('Agenda')}
            .items=${rows}
            .renderItem=${(row: AgendaRow, i: number) =>
              html`<tv-agenda-row .row=${row} ?open=${i === this.detail.index}></tv-agenda-row>`}
            .itemLabel=${rowLabel}
            item-size=${Math.round(window.innerHeight * 0.12)}
            @tv-item-focus=${this.onListFocus}
            @click=${this.openDetail}
          ></tv-virtual-list>`
    }
    ${paging.renderStatus(this.agenda.retryMore)}`;
  };

  private readonly onListFocus = (event: CustomEvent<{ index: number }>): void => {
    this.day.focus(this.agenda.rows[event.detail.index]);
    this.agenda.focused(event.detail.index);
  };

  private readonly openDetail = (): void => {
    const index = this.list?.focusedIndex;
    if (index !== undefined && this.agenda.rows[index]) this.detail.open(index);
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-calendar': TvCalendar;
  }
}
