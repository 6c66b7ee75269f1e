/**
 * The channel cards: one card per channel (banner or thumbnail, title, handle, subscribers, views) in a
 * grid focus group. Focus moves by geometry with the arrows; the grid scrolls to keep the focused card in
 * view. Raises `tv-channel-focus` with the focused card's index (the view loads more near the end) and
 * `tv-channel-open` on OK.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { Channel } from '#shared/wire/video.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { channelGridStyles } from './channel-grid-styles.ts';
import { cardImageOf, subscriberWords, viewWords, type CompactFormat } from './channel-format.ts';

export interface ChannelIndexDetail {
  index: number;
}

@customElement('tv-channel-grid')
@localized()
export class TvChannelGrid extends LitElement {
  static override styles = channelGridStyles;

  @property({ attribute: false }) channels: readonly Channel[] = [];
  @property({ attribute: false }) compact: CompactFormat = (n) => String(n);

  protected readonly group = new FocusGroupController(this, { kind: 'grid' });

  /** Focuses the card at `index` (clamped); false when there is none. */
  focusIndex(index: number): boolean {
    const cards = this.cards();
    const card = cards[Math.max(0, Math.min(index, cards.length - 1))];
    if (!card) return false;
    card.focus();
    return this.shadowRoot?.activeElement === card;
  }

  /** The index of the focused card, or -1. */
  get focusedIndex(): number {
    const active = this.shadowRoot?.activeElement;
    return active instanceof HTMLElement ? this.cards().indexOf(active) : -1;
  }

  override render() {
    // A group of buttons to a screen reader: OK on a card opens it, which a list item does not say.
    return html`<ul
      role="group"
      aria-label=${msg('Your channels')}
      @focusin=${this.onFocusIn}
      @click=${this.onClick}
    >
      ${repeat(
        this.channels,
        (channel) => channel.id,
        (channel, index) => this.renderCard(channel, index),
      )}
    </ul>`;
  }

  private renderCard(channel: Channel, index: number) {
    const snippet = channel.snippet;
    const image = cardImageOf(channel);
    const title = snippet?.title ?? channel.id;
    const subscribers = subscriberWords(channel, this.compact);
    const views = viewWords(channel, this.compact);
    return html`<li
      role="button"
      tabindex="-1"
      data-channel=${channel.id}
      data-index=${index}
      aria-label=${`${title}, ${snippet?.customUrl ?? ''}, ${subscribers}, ${views}`}
    >
      <div class="art ${image?.kind ?? 'none'}">
        ${image ? html`<img src=${image.url} alt="" />` : nothing}
      </div>
      <div class="text">
        <p class="title" dir="auto"><span>${title}</span></p>
        <p class="handle" dir="auto">${snippet?.customUrl ?? ''}</p>
        <p data-testid="subscribers">${subscribers}</p>
        <p data-testid="views">${views}</p>
      </div>
    </li>`;
  }

  private cards(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('li[data-index]')];
  }

  /**
   * Scrolls the list so the focused card and the room for its ring are inside it. The browser's own
   * scroll on focus may leave a card in the list's padding, past the safe area; scroll-padding would
   * say this in CSS but Chromium 68 does not have it.
   */
  private keepInView(card: HTMLElement): void {
    const list = card.parentElement;
    if (!list) return;
    const room = parseFloat(getComputedStyle(list).paddingTop) || 0;
    const box = list.getBoundingClientRect();
    const at = card.getBoundingClientRect();
    const above = box.top + room - at.top;
    const below = at.bottom + room - box.bottom;
    if (above > 0) list.scrollTop -= Math.ceil(above);
    else if (below > 0) list.scrollTop += Math.ceil(below);
  }

  /**
   * Marks the card's title as a marquee when it does not fit its two lines, with how far and how long it
   * slides on one (about 80 px a second, so a long title does not race). The slide itself is CSS, on
   * `li:focus` only.
   */
  private measureMarquee(card: HTMLElement): void {
    const title = card.querySelector<HTMLElement>('.title');
    if (!title) return;
    title.removeAttribute('data-marquee');
    const fits = title.scrollHeight <= title.clientHeight + 1;
    // Measured on one line: under reduced motion a focused marquee title is wrapped.
    title.style.display = 'block';
    title.style.whiteSpace = 'nowrap';
    const shift = title.scrollWidth - title.clientWidth;
    title.style.display = '';
    title.style.whiteSpace = '';
    if (fits || shift <= 1) {
      title.removeAttribute('data-marquee');
      return;
    }
    title.setAttribute('data-marquee', '');
    // The title runs in its own direction (dir="auto"): a right-to-left one overflows on the left and
    // slides the other way, whatever the page's direction.
    title.style.setProperty('--marquee-sign', getComputedStyle(title).direction === 'rtl' ? '1' : '-1');
    title.style.setProperty('--marquee-shift', `${String(shift)}px`);
    title.style.setProperty('--marquee-time', `${String(Math.max(4, (2 * shift) / 80 + 2))}s`);
  }

  private indexOf(event: Event): number {
    const card = event
      .composedPath()
      .find((t): t is HTMLElement => t instanceof HTMLElement && t.hasAttribute('data-index'));
    return card ? Number(card.dataset.index) : -1;
  }

  private readonly onFocusIn = (event: FocusEvent): void => {
    const index = this.indexOf(event);
    const card = this.cards()[index];
    if (!card) return;
    this.keepInView(card);
    this.measureMarquee(card);
    this.dispatchEvent(new CustomEvent<ChannelIndexDetail>('tv-channel-focus', { detail: { index } }));
  };

  private readonly onClick = (event: MouseEvent): void => {
    const index = this.indexOf(event);
    if (index < 0) return;
    this.dispatchEvent(new CustomEvent<ChannelIndexDetail>('tv-channel-open', { detail: { index } }));
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-channel-grid': TvChannelGrid;
  }
  interface GlobalEventHandlersEventMap {
    'tv-channel-focus': CustomEvent<ChannelIndexDetail>;
    'tv-channel-open': CustomEvent<ChannelIndexDetail>;
  }
}
