/**
 * Keeps a view's data fresh, quietly (docs/app.md#fresh-data). One controller per view, beside the view's
 * load `Task` (@lit/task):
 *
 * - **Triggers** (`RefreshTriggers`): resume, a new day, reconnect, and every few minutes while shown run
 *   the task again, plus whatever the view adds (`alsoOnRefresh`: a failed "load more" is asked again).
 * - **Quiet.** While a refresh runs or after it failed, the view keeps rendering its last good data
 *   (`render()` hands it to the view's `complete` renderer), so the screen never blanks and focus stays
 *   where it was. A refresh that fails says so beside "Updated …" in a live region (focus does not say it).
 * - **Last good data per account** (`ViewCache`, keyed by `session.accountKey`): written when fresh data
 *   arrives, read at start and shown with "Updated 10:42" until fresh data replaces it.
 * - **Access removed.** A refresh answered 401 even after the session renewed its token means this TV's
 *   access was removed (on the account page): the session ends with those words, and the shell forgets
 *   the account's cached views (`forgetViewsOnSessionEnd`). A refresh token refused with `invalid_grant`
 *   ends the session inside the session itself, the same way.
 */
import { msg } from '@lit/localize';
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { ContextConsumer } from '@lit/context';
import { TaskStatus } from '@lit/task';
import type { Decoder } from '#shared/wire/decode.ts';
import { problemWords, toApiError } from '../api/api-error.ts';
import { sessionContext } from '../contexts.ts';
import type { Clock } from '../time/clock.ts';
import { appPlace, timeOfDay, type Place } from '../i18n/place.ts';
import { RefreshTriggers } from './refresh-triggers.ts';
import { viewCache, type ViewCache } from './view-cache.ts';

/** How often a shown view fetches its data again. */
export const REFRESH_EVERY_MS = 5 * 60_000;

/** The part of a `Task` this controller drives and reads. */
export interface LoadTask<T> {
  readonly status: TaskStatus;
  readonly value: T | undefined;
  readonly error: unknown;
  run(): unknown;
}

export interface TaskRenderers<T, S> {
  initial?: () => unknown;
  pending: () => unknown;
  error: (error: unknown) => unknown;
  complete: (value: T) => unknown;
  /** The data kept from an earlier visit (what `keep` made of it), before fresh data arrives. */
  cached: (kept: S) => unknown;
}

/**
 * `T` is what the view's task loads; `S` what of it is kept across restarts (`keep`; the same by default),
 * which must survive IndexedDB's structured clone (plain data, no class instances or functions).
 */
export interface FreshDataOptions<T, S = T> {
  /** The cache's name for this view's data, e.g. `channels`. */
  view: string;
  /** The shape written: a cached entry of another version is not shown. Raise it when `T` changes. */
  version: number;
  clock: () => Clock;
  task: () => LoadTask<T>;
  /** What of a load is kept across restarts (default: all of it). */
  keep?: (value: T) => S;
  /**
   * Reads a kept value back (the decode kit, as for an answer from the wire): only what it returns is shown,
   * and a value it refuses (another shape, a damaged entry) is not.
   */
  decode: Decoder<S>;
  /** Shows a kept value in the view's own state (views that render from state rather than the task). */
  apply?: (kept: S) => void;
  /** Runs after every refresh that succeeded, e.g. a failed "load more" asked again on the fresh data. */
  alsoOnRefresh?: () => void;
  everyMs?: number;
  /** The app's `viewCache` unless a test gives another. */
  cache?: () => ViewCache;
  /** Where the triggers' events arrive (tests). */
  doc?: Document;
  win?: EventTarget;
  /** The language and time zone of "Updated 10:42" (the app's unless the view has its own). */
  place?: () => Place;
}

type Host = ReactiveControllerHost & HTMLElement;

/**
 * "Updated 10:42" (or "Updated 3:30 AM"): when the data shown arrived, in the language shown and the TV's
 * time zone. The time is isolated, so a right-to-left sentence cannot reorder it.
 */
export function updatedWords(ms: number, place: Place = appPlace()) {
  return msg(html`Updated <bdi>${timeOfDay(ms, place)}</bdi>`);
}

export class FreshDataController<T, S = T> implements ReactiveController {
  /** This visit's last good load, kept while a refresh runs or after one failed. */
  private lastFresh: T | undefined;
  /** When the data shown arrived (wall ms); `fresh` once it came from this visit's load. */
  private last: { at: number; fresh: boolean } | undefined;
  /** The data kept from an earlier visit, until this visit's arrives. */
  private kept: S | undefined;
  private account: string | undefined;
  private readonly session: ContextConsumer<typeof sessionContext, Host>;
  private seenStatus: TaskStatus = TaskStatus.INITIAL;
  /** A refresh this controller started is under way. */
  private refreshing = false;

  constructor(
    private readonly host: Host,
    private readonly options: FreshDataOptions<T, S>,
  ) {
    this.session = new ContextConsumer(host, { context: sessionContext, subscribe: true });
    new RefreshTriggers(host, {
      clock: options.clock,
      everyMs: options.everyMs ?? REFRESH_EVERY_MS,
      refresh: () => {
        this.refresh();
      },
      doc: options.doc,
      win: options.win,
    });
    host.addController(this);
  }

  /** Whether the view has data to show (this visit's, or kept from an earlier one). */
  get hasData(): boolean {
    return this.last !== undefined;
  }

  /** True while the shown data is older than this visit (from the cache, or a refresh failed). */
  get stale(): boolean {
    return this.last !== undefined && (!this.last.fresh || this.task.status === TaskStatus.ERROR);
  }

  private get task(): LoadTask<T> {
    return this.options.task();
  }

  private get cache(): ViewCache {
    return this.options.cache?.() ?? viewCache;
  }

  hostConnected(): void {
    this.readCache();
  }

  /** Before each render of the view: fresh data arrived, or a refresh was refused. */
  hostUpdate(): void {
    const { status } = this.task;
    if (status === this.seenStatus) return;
    this.seenStatus = status;
    if (status === TaskStatus.PENDING) return;
    if (status === TaskStatus.COMPLETE && this.task.value !== undefined) this.arrived(this.task.value);
    if (status === TaskStatus.ERROR) this.refused(this.task.error);
    const { alsoOnRefresh } = this.options;
    if (this.refreshing && status === TaskStatus.COMPLETE && alsoOnRefresh) {
      // After this render: what it asks for updates the view again.
      void Promise.resolve().then(alsoOnRefresh);
    }
    this.refreshing = false;
  }

  /** Fetches again now, quietly when data is on screen. */
  refresh(): void {
    if (this.task.status === TaskStatus.PENDING) return;
    this.refreshing = true;
    void this.task.run();
  }

  /**
   * The task rendered with the last good data kept: while a refresh runs or after it failed, `complete`
   * gets the data on screen; only without any does the view show loading or the failure.
   */
  render(renderers: TaskRenderers<T, S>): unknown {
    const { status, value, error } = this.task;
    if (status === TaskStatus.COMPLETE && value !== undefined) return renderers.complete(value);
    if (this.lastFresh !== undefined) return renderers.complete(this.lastFresh);
    if (this.kept !== undefined) return renderers.cached(this.kept);
    if (status === TaskStatus.ERROR) return renderers.error(error);
    if (status === TaskStatus.INITIAL) return (renderers.initial ?? renderers.pending)();
    return renderers.pending();
  }

  /**
   * "Updated 10:42" while the data shown is not this visit's (cached, or a refresh failed), and why a
   * refresh failed as an alert: it arrives while focus stays where it is, which says nothing of it.
   */
  renderUpdated(): unknown {
    if (!this.last) return nothing;
    const failed = this.task.status === TaskStatus.ERROR ? problemWords(this.task.error).message : '';
    if (!this.stale) return nothing;
    return html`<p class="muted updated" data-testid="updated">
      ${updatedWords(this.last.at, this.options.place?.())}${failed === '' ? nothing : html` · <span role="alert">${failed}</span>`}
    </p>`;
  }

  private readCache(): void {
    const account = this.session.value?.session.accountKey;
    this.account = account;
    if (account === undefined || this.last) return;
    void this.cache.read(account, this.options.view).then((entry) => {
      // Fresh data, another account, or another shape: the cached one is not shown.
      if (!entry || this.last || this.account !== account || entry.version !== this.options.version) return;
      const kept = this.readBack(entry.value);
      if (kept === undefined) return;
      this.kept = kept;
      this.last = { at: entry.at, fresh: false };
      this.options.apply?.(kept);
      this.host.requestUpdate();
    });
  }

  private readBack(value: unknown): S | undefined {
    try {
      return this.options.decode(value, this.options.view);
    } catch {
      return undefined;
    }
  }

  private arrived(value: T): void {
    const at = this.options.clock().wallNow();
    this.lastFresh = value;
    this.kept = undefined;
    this.last = { at, fresh: true };
    const account = this.session.value?.session.accountKey ?? this.account;
    if (account === undefined) return;
    const kept = this.options.keep ? this.options.keep(value) : value;
    void this.cache.write(account, this.options.view, { value: kept, at, version: this.options.version });
  }

  private refused(error: unknown): void {
    // A 401 after the session renewed its token (api/api-client.ts): the grant itself is gone.
    if (toApiError(error)?.kind !== 'unauthorized') return;
    void this.session.value?.session.accessRemoved();
  }
}
