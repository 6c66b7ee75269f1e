/** A full-screen message: a heading, what happens next, and an optional focused button (`tv-action`). */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { screenStyles } from './screen-styles.ts';

@customElement('tv-message')
export class TvMessage extends LitElement {
  static override styles = screenStyles;

  /** What happened, in words. */
  @property() heading = '';
  /** What happens next or what to do. */
  @property() next = '';
  /** Label of the button; no button when empty. */
  @property() action = '';

  override render() {
    return html`
      <h1 role="status">${this.heading}</h1>
      ${this.next ? html`<p>${this.next}</p>` : nothing}
      ${this.action ? html`<button @click=${this.onAction}>${this.action}</button>` : nothing}
    `;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('action') || changed.has('heading')) this.renderRoot.querySelector('button')?.focus();
  }

  private readonly onAction = (): void => {
    this.dispatchEvent(new CustomEvent('tv-action'));
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-message': TvMessage;
  }
  interface GlobalEventHandlersEventMap {
    'tv-action': CustomEvent<undefined>;
  }
}
