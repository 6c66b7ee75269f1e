import { localized } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { OverlayController } from './overlay.ts';
import { backdropStyles, overlayStyles } from './overlay-styles.ts';
import './tv-button.ts';

export interface DialogAction {
  readonly value: string;
  readonly label: string;
}

/** The value `show()` resolves with when Back closes the dialog. */
export const DIALOG_CANCEL = 'cancel';

/**
 * A question over the page (the one overlay element): modal through `OverlayController`, so arrows, Tab
 * and pointer focus stay inside it until it closes; Back closes it with `cancel`; focus returns to where it
 * was. A backdrop covers the page so the pointer cannot reach anything behind it.
 */
@customElement('tv-dialog')
@localized()
export class TvDialog extends LitElement {
  static override styles = [
    overlayStyles,
    backdropStyles,
    css`
      /* Above any panel: a question may come while one is open. Kept in the page, shown when asked. */
      :host {
        z-index: 100;
        display: none;
      }
      :host([open]) {
        display: flex;
      }
      .box {
        max-width: 70vw;
        border: 3px solid var(--tv-color-text-muted);
      }
      h2 {
        margin: 0 0 var(--tv-space-2);
        font-size: var(--tv-font-title);
      }
      p {
        margin: 0 0 var(--tv-space-4);
        font-size: var(--tv-font-body);
      }
      .actions {
        display: flex;
      }
      .actions tv-button {
        margin-inline-end: var(--tv-space-4);
      }
    `,
  ];

  /** The question, read first by a screen reader. */
  @property() heading = '';
  /** One line under the heading. */
  @property() message = '';
  /** Buttons in reading order; the first is focused on open. */
  @property({ attribute: false }) actions: readonly DialogAction[] = [];
  @property({ type: Boolean, reflect: true }) open = false;

  protected readonly overlay = new OverlayController(this, {
    onBack: () => {
      this.close(DIALOG_CANCEL);
    },
    first: () => this.renderRoot.querySelector<HTMLElement>('tv-button'),
  });
  private settle: ((value: string) => void) | null = null;

  /** Opens the dialog and resolves with the chosen action's value, or `cancel` on Back. */
  async show(): Promise<string> {
    this.open = true;
    this.overlay.show();
    await this.updateComplete;
    return new Promise<string>((resolve) => {
      this.settle = resolve;
    });
  }

  close(value: string = DIALOG_CANCEL): void {
    if (!this.open) return;
    this.open = false;
    this.overlay.close();
    this.settle?.(value);
    this.settle = null;
  }

  override render() {
    return html`
      <div class="box" role="dialog" aria-modal="true" aria-labelledby="heading" aria-describedby="message">
        <h2 id="heading">${this.heading}</h2>
        <p id="message">${this.message}</p>
        <slot></slot>
        <div class="actions">
          ${this.actions.map(
            (a) =>
              html`<tv-button
                data-value=${a.value}
                @click=${() => {
                  this.close(a.value);
                }}
                >${a.label}</tv-button
              >`,
          )}
        </div>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-dialog': TvDialog;
  }
}
