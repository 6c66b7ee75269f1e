// The Remove-access QR dialog: the address under the symbol stays in the symbol's column, wrapped after a
// slash of its path, however long it is.
import { expect, fixture, html } from '@open-wc/testing';
import type { TvQrDialog } from '../../../src/app/views/settings/tv-qr-dialog.ts';
import '../../../src/app/views/settings/tv-qr-dialog.ts';

const ADDRESS = 'https://accounts.provider.example.com:8787/account/connected-apps';

describe('tv-qr-dialog layout', () => {
  it('keeps a long address inside the symbol’s column', async () => {
    const el = await fixture<TvQrDialog>(
      html`<tv-qr-dialog
        heading="Remove access"
        text=${`${ADDRESS}?app=tv`}
        caption=${ADDRESS}
        aside="Open this page on your phone."
      ></tv-qr-dialog>`,
    );
    // show() resolves once the dialog is closed.
    void el.show();
    const dialog = el.shadowRoot!.querySelector('tv-dialog')!;
    await dialog.updateComplete;
    expect(dialog.open).to.equal(true);
    await new Promise((frame) => requestAnimationFrame(frame));
    const caption = el.shadowRoot!.querySelector<HTMLElement>('[data-testid="qr-caption"]')!;
    const symbol = el
      .shadowRoot!.querySelector<HTMLElement>('[data-testid="qr-symbol"]')!
      .getBoundingClientRect();
    const box = caption.getBoundingClientRect();
    expect(symbol.width).to.be.above(0);
    expect(caption.textContent.replace(/\s/g, '')).to.equal(ADDRESS);
    expect(box.left).to.be.at.least(symbol.left - 1);
    expect(box.right).to.be.at.most(symbol.right + 1);
    expect(caption.scrollWidth).to.be.at.most(caption.clientWidth + 1);
    dialog.close();
  });
});
