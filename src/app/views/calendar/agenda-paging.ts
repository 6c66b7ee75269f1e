/**
 * Paging the agenda: when focus comes near the last row, the next days load behind the scenes (docs/calendar.md,
 * "Paging"). A load outlives the render that started it, so its state lives here rather than in a template; the
 * view says "Loading more days…" while `loading` is true, why a load failed while `error` is set (with Try
 * again: `retry`, also run by the view's next quiet refresh), and takes the new rows from `loaded`. It has nothing
 * to do when the view connects or disconnects (a load under way finishes either way, as the data is kept), so
 * it is not registered as a ReactiveController; it only asks the view to render again.
 */
import { msg } from '@lit/localize';
import type { ReactiveControllerHost } from 'lit';
import { loadMoreStatus } from '../../ui/load-more.ts';
import type { AgendaData } from './agenda-data.ts';

/** Load the next days when focus comes this close to the last row. */
const NEAR_END = 10;

export class AgendaPaging {
  /** Days are loading behind the scenes. */
  loading = false;
  /** Why the last load failed; undefined once one succeeds. */
  error: unknown;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly loaded: (data: AgendaData) => void,
  ) {}

  /** Focus is on row `index` of `count`: near the end, the next days of `data` load (once at a time). */
  focused(index: number, count: number, data: AgendaData | undefined): void {
    if (index >= count - NEAR_END) void this.more(data);
  }

  /** Asks a failed load again (Try again, a refresh); nothing when none failed. */
  retry(data: AgendaData | undefined): void {
    if (this.error !== undefined) void this.more(data);
  }

  /** Under the list: days on their way, or why they failed with Try again (`retry`). */
  renderStatus(retry: () => void) {
    return loadMoreStatus({
      loading: this.loading,
      error: this.error,
      words: { loading: msg('Loading more days…'), failed: msg('More days could not be loaded.') },
      retry,
    });
  }

  private async more(data: AgendaData | undefined): Promise<void> {
    if (!data || this.loading || data.complete) return;
    this.setLoading(true);
    try {
      await data.more();
      this.error = undefined;
      this.loaded(data);
    } catch (err) {
      // The days already shown stay; Try again, the next move near the end or a refresh asks again.
      this.error = err;
    } finally {
      this.setLoading(false);
    }
  }

  private setLoading(loading: boolean): void {
    this.loading = loading;
    this.host.requestUpdate();
  }
}
