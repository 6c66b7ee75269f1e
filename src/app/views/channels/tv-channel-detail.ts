/**
 * One channel in full, opened with OK on its card: picture, title, handle, description, counts in full
 * and compact, and the day it was created, all in the TV's locale. A dialog focus group: focus stays
 * inside; Back or "Close" raise `tv-close`, and the view puts focus back on the card it came from.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { focusRingButton } from '../../ui/theme.ts';
import type { Channel } from '#shared/wire/video.ts';
import { PanelOverlay } from '../../ui/overlay.ts';
import { overlayStyles } from '../../ui/overlay-styles.ts';
import {
  cardImageOf,
  fullCount,
  publishedWords,
  subscriberWords,
  videoWords,
  viewWords,
  type CompactFormat,
} from './channel-format.ts';

@customElement('tv-channel-detail')
@localized()
export class TvChannelDetail extends LitElement {
  static override styles = [
    overlayStyles,
    css`
      :host {
        box-sizing: border-box;
        padding: 5vh 5vw;
        background: var(--tv-color-background, #0b0f19);
        color: var(--tv-color-text, #f2f4f8);
        overflow: hidden;
      }
      .art {
        flex: 0 0 30vw;
        height: 30vw;
        max-height: 60vh;
        margin-inline-end: 4vw;
        border-radius: var(--tv-radius, 12px);
        background: var(--tv-color-raised, #26324a);
        overflow: hidden;
      }
      .art img {
        width: 100%;
        height: 100%;
        object-fit: cover;
      }
      .body {
        flex: 1 1 auto;
        min-width: 0;
      }
      h2 {
        margin: 0;
        font-size: var(--tv-font-title, 48px);
        line-height: 1.15;
      }
      p {
        margin: 0 0 var(--tv-space-2, 16px);
        font-size: var(--tv-font-body, 28px);
        line-height: 1.3;
      }
      .muted {
        color: var(--tv-color-text-muted, #c3cad6);
      }
      .description {
        white-space: pre-line;
        max-height: 20vh;
        overflow: hidden;
      }
      dl {
        margin: 0 0 var(--tv-space-4, 32px);
        font-size: var(--tv-font-body, 28px);
        line-height: 1.35;
      }
      dt {
        float: left;
        clear: left;
        width: 7.5em;
        color: var(--tv-color-text-muted, #c3cad6);
      }
      dd {
        margin: 0;
      }
      /* The channel's own words (dir="auto": "@handle" keeps its @ in front, a sentence its full stop at
         its end) stay on the page's side. */
      :host-context([dir='rtl']) h2,
      :host-context([dir='rtl']) .handle,
      :host-context([dir='rtl']) .description {
        text-align: right;
      }
      /* float: inline-start needs Chromium 118. */
      :host-context([dir='rtl']) dt {
        float: right;
        clear: right;
      }
      button {
        font: inherit;
        font-size: var(--tv-font-body, 28px);
        font-weight: 600;
        padding: var(--tv-space-2, 16px) var(--tv-space-5, 40px);
        border-radius: var(--tv-radius, 12px);
        border: 0;
        background: var(--tv-color-raised, #26324a);
        color: var(--tv-color-text, #f2f4f8);
        outline: none;
      }
    `,
    focusRingButton,
  ];

  @property({ attribute: false }) channel: Channel | undefined;
  @property({ attribute: false }) compact: CompactFormat = (n) => String(n);
  /** The TV's locale, for full counts and the date. */
  @property() locale = 'en';

  protected readonly overlay = new PanelOverlay(this);

  override render() {
    const channel = this.channel;
    if (!channel) return nothing;
    const snippet = channel.snippet;
    const stats = channel.statistics;
    const image = cardImageOf(channel);
    const title = snippet?.title ?? channel.id;
    this.setAttribute('aria-label', title);
    const created = snippet ? publishedWords(snippet.publishedAt, this.locale) : '';
    const subscribers = !stats
      ? subscriberWords(channel, this.compact)
      : stats.hiddenSubscriberCount
        ? msg('Hidden by the channel’s owner')
        : `${fullCount(stats.subscriberCount, this.locale)} (${subscriberWords(channel, this.compact)})`;
    const views = stats
      ? `${fullCount(stats.viewCount, this.locale)} (${viewWords(channel, this.compact)})`
      : viewWords(channel, this.compact);
    return html`${image ? html`<div class="art"><img src=${image.url} alt="" /></div>` : nothing}
      <div class="body">
        <h2 dir="auto">${title}</h2>
        <p class="muted handle" dir="auto">${snippet?.customUrl ?? ''}</p>
        ${
          snippet?.description
            ? html`<p class="description" dir="auto">${snippet.description}</p>`
            : html`<p class="muted">${msg('This channel has no description.')}</p>`
        }
        <dl>
          <dt>${msg('Subscribers')}</dt>
          <dd data-testid="detail-subscribers">${subscribers}</dd>
          <dt>${msg('Views')}</dt>
          <dd data-testid="detail-views">${views}</dd>
          <dt>${msg('Videos')}</dt>
          <dd>${videoWords(channel, this.locale)}</dd>
          ${
            created
              ? html`<dt>${msg('Created')}</dt>
                  <dd data-testid="detail-created">${created}</dd>`
              : nothing
          }
        </dl>
        <button @click=${this.overlay.requestClose}>${msg('Close')}</button>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-channel-detail': TvChannelDetail;
  }
}
