/**
 * What a list says under its items while it pages in more (calendar agenda, books, channels): "Loading
 * more …" while a page is on its way, and when one failed, why in words with **Try again** (OK on it asks
 * again; the view's next quiet refresh asks again too, docs/app.md#fresh-data). The failure is a live
 * region: it arrives while focus stays on the list, which says nothing of it.
 */
import { html, nothing } from 'lit';
import { problemWords } from '../api/api-error.ts';

export interface LoadMoreState {
  /** A page is on its way. */
  loading: boolean;
  /** Why the last page failed; undefined when it did not. */
  error: unknown;
  /** What the list holds, plural: "channels", "days", "books". */
  noun: string;
  retry: () => void;
}

export function loadMoreStatus(state: LoadMoreState) {
  if (state.loading) return html`<p class="more muted" role="status">Loading more ${state.noun}…</p>`;
  if (state.error === undefined) return nothing;
  const { message } = problemWords(state.error);
  return html`<div class="more more-failed" role="alert" data-testid="load-more-failed">
    <span>More ${state.noun} could not be loaded. ${message}</span>
    <button @click=${state.retry}>Try again</button>
  </div>`;
}
