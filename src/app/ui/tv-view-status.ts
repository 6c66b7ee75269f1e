/**
 * What a view shows while its data is not there: loading, failed, empty, or not allowed (a scope that was
 * not granted). One element, so every view says these the same way: words first, then the next step, then
 * buttons. Failed offers "Try again", which re-runs the view's load task; every state but "not allowed"
 * has a way out (Back to Home unless the view names another). When a failure or an empty answer arrives,
 * its first button takes focus, so OK on the remote always does something.
 *
 * It renders into the view's own tree (no shadow root of its own): the view's screen styles apply (with
 * `viewStatusStyles` added to them), and the view and its tests find the buttons where they always were.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { problemWords, toApiError } from '../api/api-error.ts';
import { navigationOf } from '../nav/navigation.ts';

export type ViewStatus = 'loading' | 'failed' | 'empty';

/** A button beside the words: its label and what it does. */
export interface StatusAction {
  label: string;
  run: () => void;
}

/** What "Try again" re-runs: a view's `Task` (from @lit/task) fits. */
export interface Rerunnable {
  run(): unknown;
}

@customElement('tv-view-status')
@localized()
export class TvViewStatus extends LitElement {
  @property({ reflect: true }) status: ViewStatus = 'loading';
  /** What the load threw (failed): put into words here, never shown as it is. */
  @property({ attribute: false }) error: unknown;
  /** Re-run by the retry button (Try again, or the view's own label for empty). */
  @property({ attribute: false }) task: Rerunnable | undefined;
  /** Loading or empty: what is happening, e.g. "Loading your channels…". */
  @property() words = '';
  /** Empty: what the person can do about it. */
  @property() next = '';
  /** A scope that was not granted: what to allow at sign-in, e.g. "your calendar". */
  @property() allow = '';
  /** The retry button's label (Try again unless set); empty for none. */
  @property({ attribute: 'retry-label' }) retryLabel: string | undefined;
  /** The second button; Back to Home unless the view names another, or null for none. */
  @property({ attribute: false }) other: StatusAction | null = {
    // Read at each render, so it follows a change of language.
    get label() {
      return msg('Back to Home');
    },
    run: () => {
      navigationOf(this)?.toHome();
    },
  };

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override render() {
    switch (this.status) {
      case 'loading':
        return html`<p role="status">${this.words}</p>
          <div class="actions">${this.button(this.other, true)}</div>`;
      case 'empty':
        return html`<p role="status">${this.words}</p>
          ${this.next === '' ? nothing : html`<p class="muted">${this.next}</p>`} ${this.actions(true)}`;
      case 'failed': {
        const { message, next } = problemWords(this.error, this.allow);
        return html`<p role="alert">${message}</p>
          <p class="muted">${next}</p>
          ${this.actions(!this.notAllowed())}`;
      }
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (this.status === 'loading' || !(changed.has('status') || changed.has('error'))) return;
    this.querySelector<HTMLElement>('button')?.focus();
  }

  /** A scope not granted, or kept from apps by an administrator: trying again cannot help. */
  private notAllowed(): boolean {
    const kind = toApiError(this.error)?.kind;
    return kind === 'scopeNotGranted' || kind === 'adminPolicy';
  }

  private actions(retry: boolean) {
    const buttons = [
      retry && this.retryLabel !== ''
        ? this.button({ label: this.retryLabel ?? msg('Try again'), run: this.retry })
        : nothing,
      this.button(this.other),
    ];
    return html`<div class="actions">${buttons}</div>`;
  }

  private button(action: StatusAction | null, transient = false) {
    if (!action) return nothing;
    // data-nav-transient: while loading, the button is a way out, not a place navigation remembers.
    return html`<button ?data-nav-transient=${transient} @click=${action.run}>${action.label}</button>`;
  }

  private readonly retry = (): void => {
    void this.task?.run();
  };
}

/**
 * The element's styles, for the view's own `static styles` (the element renders into the view's shadow
 * root, so it has none of its own).
 */
export const viewStatusStyles = css`
  /* A block where \`contents\` is unknown (before Chromium 65): its lines then stack as the view's own would. */
  tv-view-status {
    display: block;
    display: contents;
  }
  tv-view-status .actions {
    display: flex;
    flex: 0 0 auto;
    flex-wrap: wrap;
    margin-top: 2vh;
  }
`;

declare global {
  interface HTMLElementTagNameMap {
    'tv-view-status': TvViewStatus;
  }
}
