import { localized } from '@lit/localize';
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ActivationController } from './activation.ts';
import { focusRing } from './theme.ts';

/** A large home-screen tile: a glyph, a label and an optional line under it. Raises `click` on OK. */
@customElement('tv-tile')
@localized()
export class TvTile extends LitElement {
  static override styles = [
    focusRing,
    css`
      :host {
        display: flex;
        flex-direction: column;
        justify-content: flex-end;
        box-sizing: border-box;
        width: var(--tv-tile-width);
        height: var(--tv-tile-height);
        padding: var(--tv-space-3);
        border-radius: var(--tv-radius);
        background: var(--tv-color-surface);
        color: var(--tv-color-text);
        cursor: pointer;
        user-select: none;
      }
      .glyph {
        font-size: var(--tv-font-title);
        line-height: 1;
        margin-bottom: auto;
      }
      .label {
        font-size: var(--tv-font-heading);
        font-weight: 700;
      }
      .detail {
        font-size: var(--tv-font-small);
        opacity: 0.85;
      }
    `,
  ];

  /** What the tile opens; also its accessible name. */
  @property() label = '';
  /** A second line: a count, a state. */
  @property() detail = '';
  /** A short symbol drawn large at the top (decorative). */
  @property() glyph = '';

  protected readonly activation = new ActivationController(this);

  override updated(): void {
    const name = this.detail ? `${this.label}, ${this.detail}` : this.label;
    if (this.getAttribute('aria-label') !== name) this.setAttribute('aria-label', name);
  }

  override render() {
    return html`
      ${this.glyph ? html`<span class="glyph" aria-hidden="true">${this.glyph}</span>` : nothing}
      <span class="label">${this.label}</span>
      ${this.detail ? html`<span class="detail">${this.detail}</span>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-tile': TvTile;
  }
}
