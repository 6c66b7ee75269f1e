/**
 * The book search's query and results: each change of the query waits for the typing to pause (debounced
 * on the injected clock), then asks; answers to older queries are dropped. A timer outlives a render, so it
 * lives here and stops when the screen leaves the page.
 */
import { msg, str } from '@lit/localize';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Volume } from '#shared/wire/books.ts';
import type { ApiClients } from '../../api/api-context.ts';
import { problemWords } from '../../api/api-error.ts';
import { booksMatchFirstWords, booksMatchWords } from '../../i18n/counts.ts';
import { formatCount } from '../../i18n/plural.ts';
import type { Clock, TimerHandle } from '../../time/clock.ts';

/** Quiet time after the last key before the search runs. */
export const SEARCH_DEBOUNCE_MS = 400;
const RESULTS = 40;

export type Results =
  | { name: 'idle' }
  | { name: 'searching'; query: string }
  | { name: 'found'; query: string; total: number; items: Volume[] }
  | { name: 'failed'; query: string; message: string };

export class BookSearchRun implements ReactiveController {
  query = '';
  results: Results = { name: 'idle' };
  private timer: TimerHandle | undefined;
  /** Counts queries, so an answer to an older one is dropped. */
  private asked = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly client: () => ApiClients['books'] | undefined,
    private readonly clock: () => Clock,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {
    if (this.timer !== undefined) this.clock().clearTimeout(this.timer);
  }

  /** A new query: the results row follows once the typing pauses. */
  set(next: string): void {
    if (next === this.query) return;
    this.query = next;
    if (this.timer !== undefined) this.clock().clearTimeout(this.timer);
    this.asked += 1;
    if (next.trim() === '') {
      this.show({ name: 'idle' });
      return;
    }
    if (this.results.name !== 'found') this.show({ name: 'idle' });
    else this.host.requestUpdate();
    const ticket = this.asked;
    this.timer = this.clock().setTimeout(() => {
      void this.run(next.trim(), ticket);
    }, SEARCH_DEBOUNCE_MS);
  }

  /** What the status line says of the query and its results. */
  words(): string {
    const r = this.results;
    switch (r.name) {
      case 'idle':
        return this.query.trim() === ''
          ? msg('Type a title, an author or a word with the keyboard.')
          : msg('Searching…');
      case 'searching':
        return msg(str`Searching for “${r.query}”…`);
      case 'failed':
        return r.message;
      case 'found':
        if (r.total === 0) {
          const query = r.query;
          // The provider matches a word as a prefix from three letters on (docs/books.md#bounded-work).
          // Not a /\p{L}/u class: the legacy build's engines (Chromium 53) cannot parse the u flag.
          if (endsInShortWord(query)) {
            return msg(
              str`No books match “${query}” yet. Type another letter to find words that start with it.`,
            );
          }
          return msg(str`No books match “${query}”. Delete a letter or try another word.`);
        }
        if (r.total > r.items.length) {
          return booksMatchFirstWords(r.total, formatCount(r.total), formatCount(r.items.length));
        }
        return booksMatchWords(r.total, formatCount(r.total));
    }
  }

  private async run(query: string, ticket: number): Promise<void> {
    const client = this.client();
    if (!client) return;
    this.show({ name: 'searching', query });
    try {
      const page = await client.search(query, 0, RESULTS);
      if (ticket === this.asked)
        this.show({ name: 'found', query, total: page.totalItems, items: page.items });
    } catch (err) {
      const problem = problemWords(err);
      if (ticket === this.asked)
        this.show({ name: 'failed', query, message: `${problem.message} ${problem.next}` });
    }
  }

  private show(results: Results): void {
    this.results = results;
    this.host.requestUpdate();
  }
}

/** The last word of the query is one or two characters long (letters or digits as any script writes them). */
function endsInShortWord(query: string): boolean {
  const last = query.trim().split(/\s+/).pop() ?? '';
  return last !== '' && Array.from(last).length <= 2;
}
