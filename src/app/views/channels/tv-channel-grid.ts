/**
 * The channel cards: one card per channel (banner or thumbnail, title, handle, subscribers, views) in a
 * grid focus group. Focus moves by geometry with the arrows; the grid scrolls to keep the focused card in
 * view. Raises `tv-channel-focus` with the focused card's index (the view loads more near the end) and
 * `tv-channel-open` on OK.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import type { Channel } from '#shared/wire/video.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { cardImageOf, subscriberWords, viewWords, type CompactFormat } from './channel-format.ts';

export interface ChannelIndexDetail {
  index: number;
}

@customElement('tv-channel-grid')
export class TvChannelGrid extends LitElement {
  static override styles = css`
    :host {
      display: block;
      /* The grid fills the view down to the safe area's edge (the view is a column); the negative margin
         and the list's padding leave room for the ring and its halo inside the scroller. */
      margin: calc(-1 * var(--tv-space-3, 24px));
    }
    ul {
      list-style: none;
      box-sizing: border-box;
      margin: 0;
      padding: var(--tv-space-3, 24px);
      display: flex;
      flex-wrap: wrap;
      align-items: flex-start;
      align-content: flex-start;
      height: 100%;
      overflow: hidden;
    }
    li {
      box-sizing: border-box;
      /* Three cards a row; flexbox gap is too new for Chromium 68, so margins. */
      width: calc((100% - 2 * 3vw) / 3);
      margin: 0 3vw 4vh 0;
      border-radius: var(--tv-radius, 12px);
      background: var(--tv-color-surface, #1b2333);
      color: var(--tv-color-text, #f2f4f8);
      overflow: hidden;
      outline: none;
    }
    li:nth-child(3n) {
      margin-right: 0;
    }
    li:focus {
      outline: var(--tv-focus-ring-width, 6px) solid var(--tv-focus-ring-color, #ffd400);
      outline-offset: var(--tv-focus-ring-offset, 4px);
      box-shadow: var(--tv-focus-halo, 0 0 0 13px #000);
      background: var(--tv-color-focus-surface, #f2f4f8);
      color: var(--tv-color-focus-text, #0b0f19);
    }
    .art {
      box-sizing: border-box;
      height: 16vh;
      background: var(--tv-color-raised, #26324a);
      text-align: center;
    }
    .art img {
      height: 100%;
    }
    .art.banner img {
      width: 100%;
      object-fit: cover;
    }
    /* No banner: the channel's picture as a round avatar on a band. */
    .art.thumbnail {
      padding: 1.5vh 0;
    }
    .art.thumbnail img {
      width: 13vh;
      border-radius: 50%;
      object-fit: cover;
    }
    .text {
      padding: 1.4vh 2vh 1.8vh;
    }
    p {
      margin: 0;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
      font-size: var(--tv-font-small, 24px);
      line-height: 1.25;
    }
    .title {
      font-size: var(--tv-font-body, 28px);
      font-weight: 700;
    }
    .handle {
      color: var(--tv-color-text-muted, #c3cad6);
    }
    li:focus .handle {
      color: inherit;
    }
  `;

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
    return html`<ul aria-label="Your channels" @focusin=${this.onFocusIn} @click=${this.onClick}>
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
      tabindex="-1"
      data-channel=${channel.id}
      data-index=${index}
      aria-label=${`${title}, ${snippet?.customUrl ?? ''}, ${subscribers}, ${views}`}
    >
      <div class="art ${image?.kind ?? 'none'}">
        ${image ? html`<img src=${image.url} alt="" />` : nothing}
      </div>
      <div class="text">
        <p class="title">${title}</p>
        <p class="handle">${snippet?.customUrl ?? ''}</p>
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
