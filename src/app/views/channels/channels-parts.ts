/**
 * The channels view's parts that hold no state of their own: the heading with how many channels there are,
 * the states without cards (loading, with a skeleton of cards; an account with none), and a channel's
 * detail over the cards.
 */
import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import type { Channel } from '#shared/wire/video.ts';
import { channelsWords } from '../../i18n/counts.ts';
import { formatCount } from '../../i18n/plural.ts';
import type { Rerunnable } from '../../ui/tv-view-status.ts';
import type { CompactFormat } from './channel-format.ts';
import './tv-channel-detail.ts';

/** "Channels" and, once there are some, how many in all. */
export const channelsHeader = (total: number | undefined) =>
  html`<header>
    <h1>${msg('Channels')}</h1>
    ${total === undefined ? nothing : html`<p class="muted">${channelsWords(total, formatCount(total))}</p>`}
  </header>`;

export const channelsLoading = () =>
  html`<tv-view-status words=${msg('Loading your channels…')}></tv-view-status>
    <div class="skeleton" aria-hidden="true">
      <div></div>
      <div></div>
      <div></div>
    </div>`;

/** No channels: what to do, and Check again running the first page again. */
export const channelsEmpty = (firstPage: Rerunnable) =>
  html`<tv-view-status
    status="empty"
    words=${msg('No channels on this account.')}
    next=${msg('Create a channel with this account on the video site, then choose Check again. Or sign out in Settings and sign in with the account that has your channels.')}
    retry-label=${msg('Check again')}
    .task=${firstPage}
  ></tv-view-status>`;

/** A channel in full over the cards; its `tv-close` (Back, Close) runs `close`. */
export const channelDetail = (channel: Channel, compact: CompactFormat, locale: string, close: () => void) =>
  html`<tv-channel-detail
    .channel=${channel}
    .compact=${compact}
    locale=${locale}
    @tv-close=${close}
  ></tv-channel-detail>`;
