/**
 * The agenda screen's pieces that hold no state of their own: the bar above the list (Choose calendars, or
 * why there is nothing to choose), an empty agenda, the loading skeleton, and an event's details over the
 * list. Kept apart from the view so `tv-calendar.ts` holds only what changes with keys and loads.
 */
import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import type { Rerunnable } from '../../ui/tv-view-status.ts';
import { WINDOW_DAYS, type AgendaData } from './agenda-data.ts';
import type { AgendaRow } from './agenda.ts';
import './tv-event-detail.ts';
import { hiddenCalendarsWords, weeksAheadWords } from '../../i18n/counts.ts';
import { formatCount } from '../../i18n/plural.ts';

/** Grey rows where the agenda will be, while it loads. */
export const agendaSkeleton = () =>
  html`<div class="skeleton" aria-hidden="true">${[0, 1, 2, 3, 4, 5].map(() => html`<div></div>`)}</div>`;

/** The agenda's first load: words, Back to Home, and the skeleton. */
export const agendaLoading = () =>
  html`<tv-view-status words=${msg('Loading your calendar…')}></tv-view-status> ${agendaSkeleton()}`;

/** The agenda could not load (and nothing is kept to show): why, with Try again running `again`. */
export const agendaFailed = (error: unknown, again: Rerunnable) =>
  html`<tv-view-status
    status="failed"
    .error=${error}
    .task=${again}
    allow=${msg('your calendar')}
  ></tv-view-status>`;

/**
 * "Choose calendars" and how many are hidden; without the calendar-list scope, why only the primary calendar
 * shows instead.
 */
export function agendaBar(data: AgendaData | undefined, openPicker: () => void) {
  const hiddenCount = data ? data.calendars.length - data.shown.length : 0;
  return html`<div class="bar">
    ${
      data?.listNotGranted === true
        ? html`<p class="notice">
            ${msg('This TV may see your events but not your list of calendars, so only your own calendar shows.')}
          </p>`
        : html`<button @click=${openPicker}>${msg('Choose calendars')}</button> ${
              hiddenCount > 0
                ? html`<p class="muted">${hiddenCalendarsWords(hiddenCount, formatCount(hiddenCount))}</p>`
                : nothing
            }`
    }
  </div>`;
}

/** What an agenda with no rows says: every calendar hidden, or nothing planned in the days loaded. */
function emptyAgendaWords(data: AgendaData | undefined): string {
  const weeks = Math.round((data?.daysLoaded ?? WINDOW_DAYS) / 7);
  return data?.shown.length === 0
    ? msg('Every calendar is hidden. Choose calendars to show some.')
    : weeksAheadWords(weeks, formatCount(weeks));
}

/** An agenda with no rows: why, and nothing to try again (a refresh brings new days by itself). */
export const agendaEmpty = (data: AgendaData | undefined) =>
  html`<tv-view-status
    status="empty"
    words=${emptyAgendaWords(data)}
    retry-label=""
    .other=${null}
  ></tv-view-status>`;

/** The details of `row`'s event over the agenda; its `tv-close` (Back, Close) runs `close`. */
export const eventDetail = (row: AgendaRow, close: () => void) =>
  html`<tv-event-detail .row=${row} @tv-close=${close}></tv-event-detail>`;
