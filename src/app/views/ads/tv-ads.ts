/**
 * The ads wallboard: the person's pretargeting configurations (OK on one offers Activate or Suspend,
 * confirmed in a dialog), their creatives by review status, and the last 7 days of search ads conversions.
 * It refreshes itself every minute while the page is visible and says when it last did. Each section that
 * cannot show its data says why (docs/app.md#the-ads-wallboard).
 */
import { localized, msg, str } from '@lit/localize';
import { LitElement, html, nothing } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { consume } from '@lit/context';
import { Task, initialState } from '@lit/task';
import { SCOPES } from '#shared/scopes.ts';
import { apiContext, type ApiClients } from '../../api/api-context.ts';
import { problemWords } from '../../api/api-error.ts';
import type { SearchAdsIds } from '../../config/app-config.ts';
import { configContext, sessionContext, type ConfigValue, type SessionValue } from '../../contexts.ts';
import { servesAny, type ApiDirectory } from '../../config/api-directory.ts';
import { directoryContext } from '../../config/directory-context.ts';
import { FocusGroupController } from '../../nav/focus-group.ts';
import { FreshDataController } from '../../data/fresh-data.ts';
import { browserClock, type Clock } from '../../time/clock.ts';
import type { DialogAction, TvDialog } from '../../ui/tv-dialog.ts';
import { viewStatusStyles } from '../../ui/tv-view-status.ts';
import { screenStyles } from '../screen-styles.ts';
import { formatCount } from '../../i18n/plural.ts';
import { loadBoard, type AdsBoard, type PretargetingRow } from './ads-data.ts';
import {
  BIDDING_WHY,
  SEARCH_ADS_WHY,
  conversionBars,
  pretargetingList,
  reviewCounts,
  why,
} from './ads-sections.ts';
import { adsStyles } from './ads-styles.ts';
import { loadedBoard, type LoadedBoard as Loaded } from './ads-kept.ts';
import '../../ui/tv-dialog.ts';

export const REFRESH_MS = 60_000;

export interface Place {
  locale: string;
  timeZone: string;
}

const CONFIRM = 'confirm';

@customElement('tv-ads')
@localized()
export class TvAds extends LitElement {
  static override styles = [screenStyles, viewStatusStyles, adsStyles];

  /** Timers and "Updated" (injected by tests). */
  @property({ attribute: false }) clock: Clock = browserClock;
  @property({ attribute: false }) place: Place = {
    locale: typeof navigator === 'object' ? navigator.language : 'en',
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };

  @state() private focusedDay = 6;
  /** The configuration the dialog asks about, and what it offers. */
  @state() private asking: { row: PretargetingRow; action: 'activate' | 'suspend' } | undefined;
  /** Words for an Activate or Suspend that failed. */
  @state() private actionProblem = '';

  @query('tv-dialog') private dialog!: TvDialog;

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
    task: ([api, directory, scopes, ids], { signal }) =>
      api ? this.load(api, directory, scopes ?? '', ids, signal) : initialState,
  });
  /**
   * A wallboard refreshes every minute, not every five (docs/app.md#fresh-data); the last board is kept per
   * account and stays on screen while the next loads or when it fails (no flash of "Loading…").
   */
  protected readonly fresh = new FreshDataController<Loaded>(this, {
    view: 'ads',
    version: 1,
    clock: () => this.clock,
    task: () => this.board,
    decode: loadedBoard,
    everyMs: REFRESH_MS,
    place: () => this.place,
  });

  override render() {
    const heading = (loaded?: Loaded) =>
      html`<header>
        <h1>${msg('Ads')}</h1>
        ${loaded ? html`<p class="muted updated">${msg(str`Updated ${this.time(loaded.at)}`)}</p>` : nothing}
      </header>`;
    const shown = (loaded: Loaded) => html`${heading(loaded)} ${this.renderBoard(loaded.board)}`;
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
      <tv-dialog
        heading=${this.asking ? this.question(this.asking.row.displayName) : ''}
        message=${
          this.asking?.action === 'suspend'
            ? msg('It stops receiving bid requests until it is activated again.')
            : msg('It starts receiving bid requests again.')
        }
        .actions=${
          [
            { value: 'keep', label: msg('Cancel') },
            { value: CONFIRM, label: this.verb() },
          ] satisfies DialogAction[]
        }
      ></tv-dialog>`;
  }

  private async load(
    api: ApiClients,
    directory: ApiDirectory | undefined,
    scopes: string,
    searchAds: SearchAdsIds | undefined,
    signal: AbortSignal,
  ): Promise<Loaded> {
    const granted = scopes.split(' ');
    const inputs = {
      api,
      serves: (id: string) => servesAny(directory, [id]),
      grants: (scope: string) => granted.includes(scope),
      biddingScope: SCOPES.realtimeBidding,
      searchAdsScope: SCOPES.searchAds,
      searchAds,
      nowMs: this.clock.wallNow(),
    };
    const board = await loadBoard(inputs, signal);
    return { board, at: this.clock.wallNow() };
  }

  private renderBoard(board: AdsBoard) {
    const { locale } = this.place;
    const p = board.pretargeting;
    const c = board.creatives;
    const v = board.conversions;
    return html`<section class="pretargeting" aria-labelledby="pretargeting">
        <h2 id="pretargeting">${msg('Pretargeting')}</h2>
        ${this.actionProblem === '' ? nothing : html`<p class="notice warning problem" role="alert">${this.actionProblem}</p>`}
        ${why(p, BIDDING_WHY, this.board) ?? (p.kind === 'ready' ? pretargetingList(p.value, this.pick) : nothing)}
      </section>
      <div class="bottom">
        <section class="creatives" aria-labelledby="creatives">
          <h2 id="creatives">${msg('Creatives')}</h2>
          ${why(c, BIDDING_WHY, this.board) ?? (c.kind === 'ready' ? reviewCounts(c.value, locale) : nothing)}
        </section>
        <section class="conversions" aria-labelledby="conversions" @tv-day-change=${this.onDay}>
          <h2 id="conversions">${msg(str`Conversions, last ${formatCount(7)} days`)}</h2>
          ${
            why(v, SEARCH_ADS_WHY, this.board) ??
            (v.kind === 'ready'
              ? conversionBars(v.value, { locale, focusedIndex: this.focusedDay })
              : nothing)
          }
        </section>
      </div>`;
  }

  private time(ms: number): string {
    const { locale, timeZone } = this.place;
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(ms);
  }

  private verb(): string {
    return this.asking?.action === 'activate' ? msg('Activate') : msg('Suspend');
  }

  private question(name: string): string {
    return this.asking?.action === 'activate' ? msg(str`Activate “${name}”?`) : msg(str`Suspend “${name}”?`);
  }

  private readonly pick = (row: PretargetingRow): void => {
    void this.confirm(row);
  };

  /** Asks first (Cancel focused, Back cancels too), then sends the verb and loads the board again. */
  private async confirm(row: PretargetingRow): Promise<void> {
    const api = this.api;
    if (!api || this.dialog.open) return;
    const action = row.state === 'ACTIVE' ? 'suspend' : 'activate';
    this.asking = { row, action };
    await this.updateComplete;
    const choice = await this.dialog.show();
    if (choice !== CONFIRM) return;
    try {
      await (action === 'suspend' ? api.bidding.suspend(row.name) : api.bidding.activate(row.name));
      this.actionProblem = '';
    } catch (error) {
      const words = problemWords(error, msg('your real-time bidding accounts'));
      this.actionProblem = `“${row.displayName}” was not changed. ${words.message}`;
    }
    await this.board.run();
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
