/**
 * The ads wallboard: the person's pretargeting configurations (OK on one offers Activate or Suspend,
 * confirmed in a dialog), their creatives by review status, and the last 7 days of search ads conversions.
 * It refreshes itself every minute while the page is visible and says when it last did. Each section that
 * cannot show its data says why (docs/app.md#the-ads-wallboard).
 */
import { localized, msg } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { configContext, sessionContext, type ConfigValue, type SessionValue } from '../../contexts.ts';
import type { ApiDirectory } from '../../config/api-directory.ts';
import { directoryContext } from '../../config/directory-context.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { FreshDataController, updatedWords } from '../../data/fresh-data.ts';
import { appPlace, type Place } from '../../i18n/place.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import { viewStatusStyles } from '../../ui/tv-view-status.ts';
import { screenStyles } from '../screen-styles.ts';
import { loadBoardFor } from './ads-data.ts';
import { boardSections } from './ads-board.ts';
import { PretargetingConfirm } from './ads-confirm.ts';
import { loadedBoard, type LoadedBoard } from './ads-kept.ts';
import { adsStyles } from './ads-styles.ts';

export const REFRESH_MS = 60_000;

@customElement('tv-ads')
@localized()
export class TvAds extends LitElement {
  static override styles = [screenStyles, viewStatusStyles, adsStyles];

  /** Timers and "Updated" (injected by tests). */
  @property({ attribute: false }) clock: Clock = browserClock;
  /** The language shown and the TV's time zone (a test may set its own). */
  @property({ attribute: false }) place: Place = appPlace();

  @state() private focusedDay = 6;

  @consume({ context: apiContext, subscribe: true })
  private api: ApiClients | undefined;
  @consume({ context: sessionContext, subscribe: true })
  private session: SessionValue | undefined;
  @consume({ context: configContext, subscribe: true })
  private config: ConfigValue | undefined;
  @consume({ context: directoryContext, subscribe: true })
  private directory: ApiDirectory | undefined;

  /** One grid: the configuration buttons, then the chart, by geometry. */
  protected readonly group = new FocusGroupController(this, { kind: 'grid' });
  private readonly board = new Task(this, {
    args: () =>
      [this.api, this.directory, this.session?.scopes.join(' '), this.config?.config.searchAds] as const,
    task: async ([api, directory, scopes, searchAds], { signal }) => {
      if (!api) return initialState;
      const nowMs = this.clock.wallNow();
      const board = await loadBoardFor({ api, directory, scopes: scopes ?? '', searchAds, nowMs }, signal);
      return { board, at: this.clock.wallNow() };
    },
  });
  /**
   * A wallboard refreshes every minute, not every five (docs/app.md#fresh-data); the last board is kept per
   * account and stays on screen while the next loads or when it fails (no flash of "Loading…").
   */
  protected readonly fresh = new FreshDataController<LoadedBoard>(this, {
    view: 'ads',
    version: 1,
    clock: () => this.clock,
    task: () => this.board,
    decode: loadedBoard,
    everyMs: REFRESH_MS,
    place: () => this.place,
  });
  /** Activate or Suspend, asked first; the board loads again after. */
  private readonly confirm = new PretargetingConfirm(
    this,
    () => this.api,
    () => this.board.run(),
  );

  override render() {
    const heading = (loaded?: LoadedBoard) =>
      html`<header>
        <h1>${msg('Ads')}</h1>
        ${loaded ? html`<p class="muted updated">${updatedWords(loaded.at, this.place)}</p>` : nothing}
      </header>`;
    const shown = (loaded: LoadedBoard) =>
      html`${heading(loaded)}
      ${boardSections(loaded.board, {
        locale: this.place.locale,
        focusedDay: this.focusedDay,
        retry: this.board,
        problem: this.confirm.renderProblem(),
        pick: this.confirm.pick,
        onDay: this.onDay,
      })}`;
    const loading = () =>
      html`${heading()}<tv-view-status words=${msg('Loading your ads…')}></tv-view-status>`;
    return html`${this.fresh.render({
      initial: loading,
      pending: loading,
      error: (error) =>
        html`${heading()}<tv-view-status
            status="failed"
            .error=${error}
            .task=${this.board}
          ></tv-view-status>`,
      complete: shown,
      cached: shown,
    })}
    ${this.confirm.renderDialog()}`;
  }

  private readonly onDay = (event: CustomEvent<{ index: number }>): void => {
    this.focusedDay = event.detail.index;
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-ads': TvAds;
  }
}
