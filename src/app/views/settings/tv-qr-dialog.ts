/**
 * A QR code over the page with what it holds written under it, and Close: the address of the provider's
 * account page, or a diagnostics report. Drawn with the app's own encoder (qr-svg.ts); modal like every
 * question (`tv-dialog`), Back closes it.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { qrPath } from '../qr-svg.ts';
import { qrSymbol } from '../sign-in-parts.ts';
import type { DialogAction, TvDialog } from '../../ui/tv-dialog.ts';
import '../../ui/tv-dialog.ts';

const CLOSE: readonly DialogAction[] = [{ value: 'close', label: 'Close' }];

@customElement('tv-qr-dialog')
export class TvQrDialog extends LitElement {
  static override styles = css`
    .qr {
      display: flex;
      align-items: center;
      gap: var(--tv-space-4, 3vh);
      margin: 0 0 var(--tv-space-4, 3vh);
    }
    .qr-box {
      flex: 0 0 auto;
      width: 44vh;
      height: 44vh;
      border-radius: 1.5vh;
      overflow: hidden;
      background: #ffffff;
    }
    .qr-box svg {
      display: block;
      width: 100%;
      height: 100%;
    }
    .caption {
      margin: 0;
      font-size: 3.4vh;
      line-height: 1.35;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
    }
  `;

  @property() heading = '';
  @property() message = '';
  /** What the symbol holds. */
  @property() text = '';
  /** What is written under it (the text itself unless given). */
  @property() caption: string | undefined;

  @query('tv-dialog') private dialog!: TvDialog;

  /** Opens it; resolves when it is closed. */
  async show(): Promise<void> {
    await this.updateComplete;
    await this.dialog.show();
  }

  override render() {
    return html`<tv-dialog heading=${this.heading} message=${this.message} .actions=${CLOSE}>
      <div class="qr">
        <div class="qr-box" data-testid="qr-symbol">
          ${this.text === '' ? '' : qrSymbol(qrPath(this.text))}
        </div>
        <p class="caption" data-testid="qr-caption">${this.caption ?? this.text}</p>
      </div>
    </tv-dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-qr-dialog': TvQrDialog;
  }
}
