/**
 * A QR code over the page, with an address written under it or the words it holds beside it, and Close:
 * the provider's account page, or a diagnostics report. Drawn with the sign-in screen's path over the `qrcode` symbol (qr-svg.ts); modal like every
 * question (`tv-dialog`), Back closes it.
 */
import { localized, msg } from '@lit/localize';
import { LitElement, css, html } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { qrPath } from '../sign-in/qr-svg.ts';
import { qrSymbol } from '../sign-in/sign-in-parts.ts';
import type { DialogAction, TvDialog } from '../../ui/tv-dialog.ts';
import '../../ui/tv-dialog.ts';

const closeAction = (): readonly DialogAction[] => [{ value: 'close', label: msg('Close') }];

@customElement('tv-qr-dialog')
@localized()
export class TvQrDialog extends LitElement {
  static override styles = css`
    .qr {
      display: flex;
      align-items: flex-start;
      margin: 0 0 3vh;
    }
    /* The symbol's column: the address under it wraps inside it, after a slash where it can. */
    figure {
      flex: 0 0 auto;
      width: 36vh;
      margin: 0;
    }
    .qr-box {
      width: 36vh;
      height: 36vh;
      border-radius: 1.5vh;
      overflow: hidden;
      background: #ffffff;
    }
    .qr-box svg {
      display: block;
      width: 100%;
      height: 100%;
    }
    figcaption {
      margin-top: 1.5vh;
      font-size: 3.6vh;
      font-weight: 700;
      overflow-wrap: break-word;
      overflow-wrap: anywhere;
    }
    .aside {
      margin: 0;
      font-size: 3.4vh;
      line-height: 1.35;
      white-space: pre-wrap;
      word-break: break-word;
      overflow-wrap: break-word;
      overflow-wrap: anywhere;
    }
    /* A margin rather than the row's \`gap\`, which flex rows have only from Chromium 84 (docs/app.md). */
    .qr > * + * {
      margin-inline-start: 4vh;
    }
  `;

  @property() heading = '';
  /** What the symbol holds. */
  @property() text = '';
  /** Written under the symbol (an address); nothing when empty. */
  @property() caption = '';
  /** Written beside it: what to do, and for a report the report itself. */
  @property() aside = '';

  @query('tv-dialog') private dialog!: TvDialog;

  /** Opens it; resolves when it is closed. */
  async show(): Promise<void> {
    await this.updateComplete;
    await this.dialog.show();
  }

  override render() {
    return html`<tv-dialog heading=${this.heading} .actions=${closeAction()}>
      <div class="qr">
        <figure>
          <div class="qr-box" data-testid="qr-symbol">
            ${this.text === '' ? '' : qrSymbol(qrPath(this.text))}
          </div>
          ${this.caption === '' ? '' : html`<figcaption data-testid="qr-caption" dir="ltr">${afterSlashes(this.caption)}</figcaption>`}
        </figure>
        <p class="aside" data-testid="qr-aside">${this.aside}</p>
      </div>
    </tv-dialog>`;
  }
}

/** An address with a line break allowed after each slash of its path, where it reads best broken. */
function afterSlashes(address: string) {
  const parts = address.split('/');
  return parts.map((part, i) =>
    i === 0 ? part : parts[i - 1] === '' || part === '' ? `/${part}` : html`/<wbr />${part}`,
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-qr-dialog': TvQrDialog;
  }
}
