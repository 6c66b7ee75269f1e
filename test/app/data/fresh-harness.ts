/**
 * A view made for the fresh-data tests: one Task whose loads the test answers, the controller beside it,
 * a session context naming an account, a memory cache, and a document and window whose events the test
 * sends. The same parts the real views use, nothing of theirs.
 */
import { fixture } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ContextProvider } from '@lit/context';
import { Task } from '@lit/task';
import { sessionContext } from '../../../src/app/contexts.ts';
import type { Session } from '../../../src/app/auth/session.ts';
import { FreshDataController } from '../../../src/app/data/fresh-data.ts';
import type { CachedView, ViewCache } from '../../../src/app/data/view-cache.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { listOf, string } from '#shared/wire/decode.ts';

/** A load the test answers or fails by hand. */
export class Loads {
  count = 0;
  private pending: { resolve: (v: string[]) => void; reject: (e: unknown) => void } | undefined;

  load(): Promise<string[]> {
    this.count += 1;
    return new Promise((resolve, reject) => (this.pending = { resolve, reject }));
  }
  answer(items: string[]): void {
    this.pending?.resolve(items);
  }
  fail(error: unknown): void {
    this.pending?.reject(error);
  }
}

export class MemoryCache implements ViewCache {
  readonly entries = new Map<string, CachedView>();
  read(account: string, view: string): Promise<CachedView | undefined> {
    return Promise.resolve(this.entries.get(`${account}/${view}`));
  }
  write(account: string, view: string, entry: CachedView): Promise<void> {
    this.entries.set(`${account}/${view}`, entry);
    return Promise.resolve();
  }
  forgetAccount(account: string): Promise<void> {
    for (const key of [...this.entries.keys()]) if (key.startsWith(`${account}/`)) this.entries.delete(key);
    return Promise.resolve();
  }
}

/** A document whose visibility the test sets, and a window that sends `online`. */
export class FakePage {
  readonly doc = Object.assign(new EventTarget(), { visibilityState: 'visible' }) as unknown as Document;
  readonly win = new EventTarget();
  show(visible: boolean): void {
    (this.doc as unknown as { visibilityState: string }).visibilityState = visible ? 'visible' : 'hidden';
    this.doc.dispatchEvent(new Event('visibilitychange'));
  }
  online(): void {
    this.win.dispatchEvent(new Event('online'));
  }
}

export interface FakeSession {
  accountKey: string | undefined;
  removed: number;
  accessRemoved(): Promise<void>;
}

@customElement('tv-fresh-test-view')
export class TvFreshTestView extends LitElement {
  @property({ attribute: false }) loads = new Loads();
  @property({ attribute: false }) clock = new FakeClock();
  @property({ attribute: false }) cache = new MemoryCache();
  @property({ attribute: false }) page = new FakePage();
  retriedMore = 0;

  readonly task = new Task(this, {
    args: () => [this.loads] as const,
    task: ([loads]) => loads.load(),
  });
  readonly fresh = new FreshDataController<string[]>(this, {
    view: 'test',
    version: 1,
    clock: () => this.clock,
    task: () => this.task,
    decode: listOf(string),
    alsoOnRefresh: () => {
      this.retriedMore += 1;
    },
    cache: () => this.cache,
    doc: this.page.doc,
    win: this.page.win,
    place: () => ({ locale: 'en-GB', timeZone: 'UTC' }),
  });

  override render() {
    const list = (items: string[]) =>
      html`<ul>
        ${items.map((i) => html`<li tabindex="0">${i}</li>`)}
      </ul>`;
    return html`${this.fresh.renderUpdated()}
    ${this.fresh.render({
      pending: () => html`<p class="loading">Loading…</p>`,
      error: () => html`<p class="failed">Failed</p>`,
      complete: list,
      cached: list,
    })}`;
  }
}

/** The test view under a session context naming `account`. */
export async function freshView(
  parts: { account?: string; cache?: MemoryCache; clock?: FakeClock } = {},
): Promise<{ view: TvFreshTestView; session: FakeSession }> {
  const session: FakeSession = {
    accountKey: 'account' in parts ? parts.account : 'alice',
    removed: 0,
    accessRemoved() {
      this.removed += 1;
      return Promise.resolve();
    },
  };
  const shell = document.createElement('div');
  document.body.append(shell);
  const provider = new ContextProvider(shell, { context: sessionContext });
  provider.setValue({ session: session as unknown as Session, scopes: [] });
  const clock = parts.clock ?? new FakeClock();
  const cache = parts.cache ?? new MemoryCache();
  const view = await fixture<TvFreshTestView>(
    html`<tv-fresh-test-view .clock=${clock} .cache=${cache}></tv-fresh-test-view>`,
    { parentNode: shell },
  );
  return { view, session };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-fresh-test-view': TvFreshTestView;
  }
}
