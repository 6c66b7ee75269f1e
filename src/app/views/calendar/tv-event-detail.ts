/**
 * The detail panel of one event, opened with OK on an agenda row: when, where, which calendar, the
 * description and who is invited. A dialog focus group: focus stays inside; Back or "Close" closes it with
 * `tv-close`, and the agenda puts focus back on the row it came from.
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { focusRingButton } from '../../ui/theme.ts';
import { styleMap } from 'lit/directives/style-map.js';
import type { EventAttendee } from '#shared/wire/calendar.ts';
import { PanelOverlay } from '../../ui/overlay.ts';
import type { AgendaRow } from './agenda.ts';
import { unbrokenTime } from './calendar-format.ts';
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
  static override styles = [
    css`
      :host {
        position: fixed;
        top: 0;
        right: 0;
        bottom: 0;
        width: 50vw;
        z-index: 50;
        box-sizing: border-box;
        padding: 5vh 0;
        padding-inline-end: 5vw;
        padding-inline-start: var(--tv-space-6, 48px);
        background: var(--tv-color-surface, #1b2333);
        color: var(--tv-color-text, #f2f4f8);
        border-inline-start: 0.6vh solid var(--tv-color-text-muted, #c3cad6);
        overflow: hidden;
      }
      /* The panel slides over the end side: the left under right to left. */
      :host-context([dir='rtl']) {
        right: auto;
        left: 0;
      }
      h2 {
        margin: 0 0 var(--tv-space-2, 16px);
        font-size: var(--tv-font-heading, 36px);
      }
      p,
      li {
        margin: 0 0 var(--tv-space-1, 8px);
        font-size: var(--tv-font-body, 28px);
      }
      .muted {
        color: var(--tv-color-text-muted, #c3cad6);
      }
      .calendar::before {
        content: '';
        display: inline-block;
        width: 1em;
        height: 1em;
        margin-inline-end: 0.4em;
        vertical-align: -0.1em;
        border-radius: 0.2em;
        background: var(--swatch);
      }
      .description {
        white-space: pre-line;
        max-height: 24vh;
        overflow: hidden;
      }
      ul {
        margin: 0 0 var(--tv-space-3, 24px);
        padding-inline-start: 1em;
        max-height: 24vh;
        overflow: hidden;
      }
      button {
        font: inherit;
        font-size: var(--tv-font-body, 28px);
        font-weight: 600;
        padding: var(--tv-space-2, 16px) var(--tv-space-4, 32px);
        border-radius: var(--tv-radius, 12px);
        border: 0;
        background: var(--tv-color-background, #0b0f19);
        color: var(--tv-color-text, #f2f4f8);
        outline: none;
      }
    `,
    focusRingButton,
  ];

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
    // (German's, with the year) wraps before the time, never inside its range.
    const time = unbrokenTime(row.time);
    const when = row.today ? msg(str`${row.dayLabel} (today), ${time}`) : msg(str`${row.dayLabel}, ${time}`);
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
