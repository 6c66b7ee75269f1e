import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';

@customElement('tv-app')
export class TvApp extends LitElement {
  @property() greeting = 'hello';

  override render() {
    return html`<p>${this.greeting}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-app': TvApp;
  }
}
