import { localized } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

/**
 * A live region: whatever its content becomes is read out by a screen reader without moving focus. For
 * the sign-in screen, put the code in it (with `aria-label` from `spellOut(code)` on the code's element
 * so it is read letter by letter), and `politeness="assertive"` when the code changes.
 */
@customElement('tv-live-region')
@localized()
export class TvLiveRegion extends LitElement {
  static override styles = css`
    :host {
      display: block;
    }
  `;

  /** `polite` waits for the reader to finish; `assertive` interrupts it. */
  @property() politeness: 'polite' | 'assertive' = 'polite';

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', this.politeness === 'assertive' ? 'alert' : 'status');
    this.setAttribute('aria-atomic', 'true');
  }

  override updated(): void {
    this.setAttribute('aria-live', this.politeness);
    this.setAttribute('role', this.politeness === 'assertive' ? 'alert' : 'status');
  }

  override render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-live-region': TvLiveRegion;
  }
}
