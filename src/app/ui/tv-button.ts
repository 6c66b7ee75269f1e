import { localized } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { ActivationController } from './activation.ts';
import { focusRing } from './theme.ts';

/** A text button for the remote; its label is its text content. */
@customElement('tv-button')
@localized()
export class TvButton extends LitElement {
  static override styles = [
    focusRing,
    css`
      :host {
        display: inline-block;
        box-sizing: border-box;
        min-width: calc(var(--tv-tile-width) * 0.75);
        padding: var(--tv-space-2) var(--tv-space-4);
        border-radius: var(--tv-radius);
        background: var(--tv-color-raised);
        border: 3px solid var(--tv-color-text-muted);
        color: var(--tv-color-text);
        font-size: var(--tv-font-body);
        font-weight: 600;
        text-align: center;
        cursor: pointer;
        user-select: none;
      }
      :host([aria-disabled='true']) {
        opacity: 0.5;
      }
    `,
  ];

  protected readonly activation = new ActivationController(this);

  override render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-button': TvButton;
  }
}
