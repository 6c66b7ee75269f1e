/**
 * One row of the agenda, drawn inside a virtual-list cell: the day in a gutter on the first row of each
 * day (today marked), the time, the calendar's color, the title and the location.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import type { AgendaRow } from './agenda.ts';

/** A range split after its dash, each end kept whole: where the column is too narrow, it wraps there. */
function timeParts(time: string) {
  const at = time.indexOf(' – ');
  if (at < 0) return html`<span>${time}</span>`;
  return html`<span>${time.slice(0, at + 2)}</span> <span>${time.slice(at + 3)}</span>`;
}

@customElement('tv-agenda-row')
@localized()
export class TvAgendaRow extends LitElement {
  static override styles = css`
    :host {
      display: flex;
      align-items: center;
      width: 100%;
      height: 100%;
      min-width: 0;
      line-height: 1.15;
    }
    /* The row whose details are open (focus is in the panel): a bar in the cell's margin, the time in the
       ring's colour. */
    :host([open]) {
      box-shadow: -1.6vh 0 0 -0.6vh var(--tv-focus-ring-color, #ffcc33);
    }
    :host([open]) .time {
      color: var(--tv-focus-ring-color, #ffcc33);
    }
    .day {
      flex: 0 0 19%;
      overflow: hidden;
    }
    .weekday,
    .date {
      display: block;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .weekday {
      font-weight: 700;
    }
    .date {
      font-size: var(--tv-font-small, 24px);
    }
    .today {
      display: inline-block;
      padding: 0 var(--tv-space-1, 8px);
      border-radius: var(--tv-radius, 12px);
      background: var(--tv-color-accent, #6cb4ff);
      color: #0b0f19;
    }
    /* A fixed column: the swatches line up and a long time never runs into them. It holds a 12-hour
       clock's longest range ("10:00 AM – 10:45 AM") on one line; a longer one (another locale's words)
       breaks after the dash onto a second line rather than losing its end. */
    .time {
      flex: 0 0 32%;
      min-width: 0;
      box-sizing: border-box;
      padding-inline-end: var(--tv-space-2, 16px);
      overflow: hidden;
    }
    .time span {
      white-space: nowrap;
    }
    .swatch {
      flex: 0 0 auto;
      width: 0.8vh;
      height: 70%;
      margin-inline-end: var(--tv-space-2, 16px);
      border-radius: 0.4vh;
    }
    .what {
      flex: 1 1 auto;
      min-width: 0;
    }
    .title,
    .where {
      display: block;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    /* An event's title and place are its own words in their own direction (dir="auto"): an English title
       on an Arabic page is cut at its end, keeps its punctuation there, and stays on the page's side. */
    :host-context([dir='rtl']) .title,
    :host-context([dir='rtl']) .where {
      text-align: right;
    }
    .where {
      font-size: var(--tv-font-small, 24px);
      opacity: 0.85;
    }
  `;

  /** The row to draw. */
  @property({ attribute: false }) row: AgendaRow | undefined;
  /** Its details are open beside the list. */
  @property({ type: Boolean, reflect: true }) open = false;

  override render() {
    const row = this.row;
    if (!row) return nothing;
    const event = row.item.event;
    return html`<span class="day"
        >${
          row.firstOfDay
            ? // The space: the row's text reads "Today November 28", as its accessible name starts.
              html`<span class="weekday"
                  >${row.today ? html`<span class="today">${msg('Today')}</span>` : row.weekday}</span
                >
                <span class="date">${row.date}</span>`
            : nothing
        }</span
      >
      <span class="time">${timeParts(row.time)}</span>
      <span class="swatch" style=${styleMap({ background: row.item.color })}></span>
      <span class="what">
        <span class="title" dir="auto">${event.summary ?? msg('(No title)')}</span>
        ${event.location === undefined ? nothing : html`<span class="where" dir="auto">${event.location}</span>`}
      </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-agenda-row': TvAgendaRow;
  }
}
