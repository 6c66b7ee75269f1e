/**
 * What a list says under its items while it pages in more (calendar agenda, books, channels): "Loading
 * more …" while a page is on its way, and when one failed, why in words with **Try again** (OK on it asks
 * again; the view's next quiet refresh asks again too, docs/app.md#fresh-data). The failure is a live
 * region: it arrives while focus stays on the list, which says nothing of it.
 */
import { msg } from '@lit/localize';
import { html, nothing } from 'lit';
import { problemWords } from '../api/api-error.ts';

export interface LoadMoreState {
  /** A page is on its way. */
  loading: boolean;
  /** Why the last page failed; undefined when it did not. */
  error: unknown;
  /** Whole sentences in the language shown (never a noun put into one): "Loading more channels…". */
  words: { loading: string; failed: string };
  retry: () => void;
}

export function loadMoreStatus(state: LoadMoreState) {
  if (state.loading) return html`<p class="more muted" role="status">${state.words.loading}</p>`;
  if (state.error === undefined) return nothing;
  const { message } = problemWords(state.error);
  return html`<div class="more more-failed" role="alert" data-testid="load-more-failed">
    <span>${state.words.failed} ${message}</span>
    <button @click=${state.retry}>${msg('Try again')}</button>
  </div>`;
}
