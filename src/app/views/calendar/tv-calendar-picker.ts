/**
 * Choosing which calendars the agenda shows: one toggle per calendar of the list, with its color. A dialog
 * focus group; Back or "Done" closes it (`tv-close`). Each toggle raises `tv-calendar-toggle`.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { focusRingButton } from '../../ui/theme.ts';
import { styleMap } from 'lit/directives/style-map.js';
import { PanelOverlay } from '../../ui/overlay.ts';
import { backdropStyles, overlayStyles } from '../../ui/overlay-styles.ts';
import type { ShownCalendar } from './agenda-data.ts';

@customElement('tv-calendar-picker')
@localized()
export class TvCalendarPicker extends LitElement {
  static override styles = [
    overlayStyles,
    backdropStyles,
    css`
      h2 {
        margin: 0 0 var(--tv-space-3, 24px);
        font-size: var(--tv-font-heading, 36px);
      }
      button {
        display: flex;
        align-items: center;
        width: 100%;
        margin: 0 0 var(--tv-space-2, 16px);
        font: inherit;
        font-size: var(--tv-font-body, 28px);
        padding: var(--tv-space-2, 16px) var(--tv-space-3, 24px);
        border-radius: var(--tv-radius, 12px);
        border: 0;
        background: var(--tv-color-background, #0b0f19);
        color: var(--tv-color-text, #f2f4f8);
        text-align: start;
        outline: none;
      }
      .swatch {
        width: 1em;
        height: 1em;
        margin-inline-end: var(--tv-space-2, 16px);
        border-radius: 0.2em;
      }
      .state {
        margin-inline-start: auto;
        padding-inline-start: var(--tv-space-3, 24px);
        font-weight: 700;
      }
      .done {
        justify-content: center;
        font-weight: 700;
      }
    `,
    focusRingButton,
  ];

  /** Every calendar of the list. */
  @property({ attribute: false }) calendars: readonly ShownCalendar[] = [];
  /** Ids of the calendars not shown. */
  @property({ attribute: false }) hiddenIds: ReadonlySet<string> = new Set();

  protected readonly overlay = new PanelOverlay(this);

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('aria-label', msg('Calendars to show'));
  }

  override render() {
    return html`<div class="box">
      <h2>${msg('Calendars to show')}</h2>
      ${this.calendars.map((c) => {
        const shown = !this.hiddenIds.has(c.id);
        return html`<button
          role="switch"
          aria-checked=${String(shown)}
          data-calendar=${c.id}
          @click=${() => {
            this.dispatchEvent(new CustomEvent('tv-calendar-toggle', { detail: { id: c.id } }));
          }}
        >
          <span class="swatch" style=${styleMap({ background: c.color })}></span>${c.name}
          <span class="state">${shown ? msg('Shown') : msg('Hidden')}</span>
        </button>`;
      })}
      <button class="done" @click=${this.overlay.requestClose}>${msg('Done')}</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-calendar-picker': TvCalendarPicker;
  }
  interface GlobalEventHandlersEventMap {
    'tv-calendar-toggle': CustomEvent<{ id: string }>;
  }
}
