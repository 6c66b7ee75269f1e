/** Stand-in for a view whose screen is not built yet (calendar, fitness, books). */
import { LitElement, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { screenStyles } from './screen-styles.ts';

@customElement('tv-coming-soon')
export class TvComingSoon extends LitElement {
  static override styles = screenStyles;

  override render() {
    return html`
      <h1>Coming soon</h1>
      <p>This screen is not ready yet.</p>
      <button @click=${this.back}>Back to Home</button>
    `;
  }

  protected override firstUpdated(): void {
    this.renderRoot.querySelector('button')?.focus();
  }

  private readonly back = (): void => {
    this.dispatchEvent(new CustomEvent('tv-back', { bubbles: true, composed: true }));
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-coming-soon': TvComingSoon;
  }
}
