/**
 * The detail panel of one event, opened with OK on an agenda row: when, where, which calendar, the
 * description and who is invited. A dialog focus group: focus stays inside; Back or "Close" closes it with
 * `tv-close`, and the agenda puts focus back on the row it came from.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { EventAttendee } from '#shared/wire/calendar.ts';
import { PanelOverlay } from '../../ui/overlay.ts';
import type { AgendaRow } from './agenda.ts';
import { eventDetailStyles } from './event-detail-styles.ts';
import { guestsWords } from '../../i18n/counts.ts';
import { formatCount } from '../../i18n/plural.ts';

function responseWords(status: string | undefined): string {
  if (status === 'accepted') return msg('Going');
  if (status === 'declined') return msg('Not going');
  return status === 'tentative' ? msg('Maybe') : msg('Not answered');
}

export function attendeeWords(a: EventAttendee): string {
  const who = a.displayName ?? a.email ?? msg('Someone');
  const answer = responseWords(a.responseStatus);
  if (a.organizer === true) return msg(str`${who}, organizer — ${answer}`);
  return a.optional === true ? msg(str`${who}, optional — ${answer}`) : msg(str`${who} — ${answer}`);
}

@customElement('tv-event-detail')
@localized()
export class TvEventDetail extends LitElement {
  static override styles = eventDetailStyles;

  /** The row whose event is shown. */
  @property({ attribute: false }) row: AgendaRow | undefined;

  protected readonly overlay = new PanelOverlay(this);

  override render() {
    const row = this.row;
    if (!row) return nothing;
    const event = row.item.event;
    const attendees = event.attendees ?? [];
    this.setAttribute('aria-label', event.summary ?? msg('Event'));
    // A whole sentence per message: the language chooses its comma and where "today" goes. A long date
    // (German's, with the year) wraps before the time, never inside its range, and the time is isolated.
    const time = html`<bdi class="time">${row.time}</bdi>`;
    const when = row.today
      ? msg(html`${row.dayLabel} (today), ${time}`)
      : msg(html`${row.dayLabel}, ${time}`);
    // The event's own words are isolated (bdi): in their own direction, on the page's side.
    return html`<h2><bdi>${event.summary ?? msg('(No title)')}</bdi></h2>
      <p>${when}</p>
      ${event.location === undefined ? nothing : html`<p><bdi>${event.location}</bdi></p>`}
      <p class="calendar muted" style=${styleMap({ '--swatch': row.item.color })}>${row.item.calendarName}</p>
      ${
        event.description === undefined
          ? html`<p class="muted">${msg('No description.')}</p>`
          : html`<p class="description"><bdi>${event.description}</bdi></p>`
      }
      ${
        attendees.length === 0
          ? nothing
          : html`<p class="muted">${guestsWords(attendees.length, formatCount(attendees.length))}</p>
              <ul>
                ${attendees.map((a) => html`<li>${attendeeWords(a)}</li>`)}
              </ul>`
      }
      <button @click=${this.overlay.requestClose}>${msg('Close')}</button>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-event-detail': TvEventDetail;
  }
}
