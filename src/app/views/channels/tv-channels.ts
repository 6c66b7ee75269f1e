/** The signed-in person's video channels: thumbnail, title, subscriber count. The app's first real data. */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import type { Channel } from '../../shared/wire/video.ts';
import { configContext, sessionContext, type ConfigValue, type SessionValue } from '../contexts.ts';
import { listMyChannels } from '../api/video.ts';
import { toProblem, type ApiProblem } from '../api/api-problem.ts';
import { screenStyles } from './screen-styles.ts';

type Load =
  { name: 'loading' } | { name: 'loaded'; channels: Channel[] } | { name: 'failed'; problem: ApiProblem };

export function subscriberWords(channel: Channel): string {
  const stats = channel.statistics;
  if (!stats || stats.hiddenSubscriberCount) return 'Subscriber count hidden';
  const count = Number(stats.subscriberCount);
  const formatted = typeof Intl === 'object' ? new Intl.NumberFormat().format(count) : String(count);
  return `${formatted} subscriber${count === 1 ? '' : 's'}`;
}

@customElement('tv-channels')
export class TvChannels extends LitElement {
  static override styles = [
    screenStyles,
    css`
      /* Two columns, scrolling inside the safe area; the padding keeps the focus ring unclipped. */
      ul {
        list-style: none;
        margin: -1.5vh 0 2vh -1.5vh;
        padding: 1.5vh;
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        max-height: 58vh;
        overflow-y: auto;
      }
      li {
        box-sizing: border-box;
        display: flex;
        align-items: center;
        width: 48.5%;
        margin: 0 0 3vh;
        padding: 2vh;
        border-radius: 1.5vh;
        background: var(--tv-card-bg, #18223a);
        border: 0.5vh solid transparent;
        outline: none;
      }
      li:focus {
        border-color: var(--tv-focus-ring, #ffcc33);
        box-shadow: 0 0 0 0.8vh var(--tv-focus-ring, #ffcc33);
      }
      img {
        width: 16vh;
        height: 16vh;
        border-radius: 50%;
        margin-right: 3vh;
        background: #333;
        object-fit: cover;
      }
      .title {
        font-size: 4.4vh;
        font-weight: 700;
        margin: 0 0 1vh;
      }
    `,
  ];

  @state() private load: Load = { name: 'loading' };

  @consume({ context: sessionContext, subscribe: true })
  private sessionValue: SessionValue | undefined;

  @consume({ context: configContext })
  private configValue: ConfigValue | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    void this.fetchChannels();
  }

  override render() {
    return html`<h1>Channels</h1>
      ${this.renderBody()}`;
  }

  protected override updated(changed: PropertyValues): void {
    // A new state of the list (loaded, failed) focuses its first item; other updates leave focus alone.
    if (!changed.has('load')) return;
    this.renderRoot.querySelector<HTMLElement>('li, button')?.focus();
  }

  private renderBody() {
    switch (this.load.name) {
      case 'loading':
        return html`<p role="status">Loading your channels…</p>`;
      case 'failed':
        return html`<p role="alert">${this.load.problem.message}</p>
          <p class="muted">${this.load.problem.next}</p>
          <button @click=${this.retry}>Try again</button>
          <button @click=${this.back}>Back to Home</button>`;
      case 'loaded':
        return html`
          ${this.load.channels.length === 0 ? html`<p>This account has no channels yet.</p>` : nothing}
          <ul>
            ${this.load.channels.map((channel) => this.renderChannel(channel))}
          </ul>
          <button @click=${this.back}>Back to Home</button>
        `;
    }
  }

  private renderChannel(channel: Channel) {
    const snippet = channel.snippet;
    return html`<li tabindex="0" data-channel=${channel.id}>
      ${snippet ? html`<img src=${snippet.thumbnails.default.url} alt="" />` : nothing}
      <div>
        <p class="title">${snippet?.title ?? channel.id}</p>
        <p class="muted" data-testid="subscribers">${subscriberWords(channel)}</p>
      </div>
    </li>`;
  }

  private async fetchChannels(): Promise<void> {
    const session = this.sessionValue?.session;
    const config = this.configValue;
    if (!session || !config) return;
    this.load = { name: 'loading' };
    try {
      this.load = { name: 'loaded', channels: await listMyChannels(session, config.config.apiBase) };
    } catch (err) {
      this.load = { name: 'failed', problem: toProblem(err) };
    }
  }

  private readonly retry = (): void => {
    void this.fetchChannels();
  };

  private readonly back = (): void => {
    this.dispatchEvent(new CustomEvent('tv-back', { bubbles: true, composed: true }));
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-channels': TvChannels;
  }
}
