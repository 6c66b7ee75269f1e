/**
 * One channel in full, opened with OK on its card: picture, title, handle, description, counts in full
 * and compact, and the day it was created, all in the TV's locale. A dialog focus group: focus stays
 * inside; Back or "Close" raise `tv-close`, and the view puts focus back on the card it came from.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Channel } from '#shared/wire/video.ts';
import { PanelOverlay } from '../../ui/overlay.ts';
import {
  cardImageOf,
  fullCount,
  publishedWords,
  subscriberWords,
  videoWords,
  viewWords,
  type CompactFormat,
} from './channel-format.ts';
import { channelDetailStyles } from './channel-detail-styles.ts';

@customElement('tv-channel-detail')
@localized()
export class TvChannelDetail extends LitElement {
  static override styles = channelDetailStyles;

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
