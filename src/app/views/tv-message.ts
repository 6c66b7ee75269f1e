/**
 * A full-screen message: a heading, what happens next, an optional focused button (`tv-action`) and an
 * optional second one beside it (`tv-other`).
 */
import { localized } from '@lit/localize';
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { screenStyles } from './screen-styles.ts';

@customElement('tv-message')
@localized()
export class TvMessage extends LitElement {
  static override styles = screenStyles;

  /** What happened, in words. */
  @property() heading = '';
  /** What happens next or what to do. */
  @property() next = '';
  /** Label of the button; no button when empty. */
  @property() action = '';
  /** Label of a second button after the first; none when empty. */
  @property() other = '';

  override render() {
    return html`
      <h1 role="status">${this.heading}</h1>
      ${this.next ? html`<p>${this.next}</p>` : nothing}
      ${this.action ? html`<button @click=${this.onAction}>${this.action}</button>` : nothing}
      ${this.other ? html`<button @click=${this.onOther}>${this.other}</button>` : nothing}
    `;
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('action') || changed.has('heading')) this.renderRoot.querySelector('button')?.focus();
  }

  private readonly onAction = (): void => {
    this.dispatchEvent(new CustomEvent('tv-action'));
  };

  private readonly onOther = (): void => {
    this.dispatchEvent(new CustomEvent('tv-other'));
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-message': TvMessage;
  }
  interface GlobalEventHandlersEventMap {
    'tv-action': CustomEvent<undefined>;
    'tv-other': CustomEvent<undefined>;
  }
}
