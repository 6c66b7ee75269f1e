import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { testVolume } from '../support/volumes.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import type {
  CoverEventDetail,
  CoverNeedDetail,
  TvCoverRow,
} from '../../../src/app/views/books/tv-cover-row.ts';
import '../../../src/app/views/books/tv-cover-row.ts';

/** 10,000 slots, the first 40 loaded; 100 px covers in an 800 px row. */
async function row(): Promise<TvCoverRow> {
  const items = Array.from({ length: 10_000 }, (_, i) => (i < 40 ? testVolume(i) : undefined));
  const el = await fixture<TvCoverRow>(
    html`<tv-cover-row style="width:800px" item-size="100" label="Have read" .items=${items}></tv-cover-row>`,
  );
  el.focusIndex(0);
  await el.updateComplete;
  return el;
}

const focusedIndex = () => Number(deepActiveElement()?.dataset.index ?? -1);
const cells = (el: TvCoverRow) => el.renderRoot.querySelectorAll('[data-index]').length;

describe('tv-cover-row with 10,000 covers', () => {
  it('renders a bounded number of covers and names the row and each cover', async () => {
    const el = await row();
    expect(cells(el)).to.be.within(8, 16);
    expect(el.renderRoot.querySelector('[role=listbox]')!.getAttribute('aria-label')).to.equal('Have read');
    expect(deepActiveElement()!.getAttribute('aria-label')).to.equal('Book 0 · A. Writer · 1900');
    expect(deepActiveElement()!.getAttribute('aria-setsize')).to.equal('10000');
  });

  it('Right and Left move one cover; the focused cover stays rendered and in view', async () => {
    const el = await row();
    for (let i = 0; i < 25; i++) await sendKeys({ press: 'ArrowRight' });
    expect(focusedIndex()).to.equal(25);
    const r = deepActiveElement()!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    expect(r.left).to.be.at.least(box.left - 0.5);
    expect(r.right).to.be.at.most(box.right + 0.5);
    expect(cells(el)).to.be.within(8, 16);
    await sendKeys({ press: 'ArrowLeft' });
    expect(focusedIndex()).to.equal(24);
  });

  it('asks for covers that come into view before they are loaded', async () => {
    const el = await row();
    setTimeout(() => el.focusIndex(45));
    const need: CustomEvent<CoverNeedDetail> = await oneEvent(el, 'tv-cover-need');
    expect(need.detail.from).to.be.at.most(45);
    expect(need.detail.to).to.be.at.least(45);
    // A cover not rendered yet takes focus once the update it asked for has drawn it.
    await el.updateComplete;
    expect(deepActiveElement()!.getAttribute('aria-label')).to.equal('Loading');
  });

  it('Up and Down and Left at the start are left to the enclosing group', async () => {
    const el = await row();
    const seen: boolean[] = [];
    el.parentElement!.addEventListener('keydown', (e) => seen.push(e.defaultPrevented));
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(seen).to.deep.equal([false, false, false]);
    expect(focusedIndex()).to.equal(0);
  });

  it('OK on a loaded cover raises tv-cover-open with its index; a placeholder does nothing', async () => {
    const el = await row();
    await sendKeys({ press: 'ArrowRight' });
    setTimeout(() => {
      (deepActiveElement() as HTMLElement).click();
    });
    const open: CustomEvent<CoverEventDetail> = await oneEvent(el, 'tv-cover-open');
    expect(open.detail.index).to.equal(1);
    let opened = false;
    el.addEventListener('tv-cover-open', () => (opened = true));
    el.focusIndex(500);
    await el.updateComplete;
    (deepActiveElement() as HTMLElement).click();
    expect(opened).to.equal(false);
  });
});
