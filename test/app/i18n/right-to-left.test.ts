import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Volume } from '../../../src/shared/wire/books.ts';
import { testVolume } from '../support/volumes.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import type { TvCoverRow } from '../../../src/app/views/books/tv-cover-row.ts';
import type { TvOsk } from '../../../src/app/views/books/tv-osk.ts';
import '../../../src/app/views/books/tv-cover-row.ts';
import '../../../src/app/views/books/tv-osk.ts';

const volume = (i: number): Volume => testVolume(i, { authors: [], publishedDate: '', language: 'ar' });

const press = (key: string) => sendKeys({ press: key });
const focusedData = (name: string) => deepActiveElement()?.dataset[name] ?? '(none)';
const centreX = (el: Element | null | undefined): number => {
  const box = el!.getBoundingClientRect();
  return (box.left + box.right) / 2;
};

describe('Right goes to what is on the right, under dir="rtl"', () => {
  before(() => {
    document.documentElement.dir = 'rtl';
  });
  after(() => {
    document.documentElement.dir = 'ltr';
  });

  it('in a row of covers: the first cover is on the right, Left goes on, Right goes back', async () => {
    const items = Array.from({ length: 20 }, (_, i) => volume(i));
    const row = await fixture<TvCoverRow>(
      html`<tv-cover-row style="width:800px" item-size="100" label="Read" .items=${items}></tv-cover-row>`,
    );
    row.focusIndex(0);
    await row.updateComplete;
    const cell = (i: number) => row.renderRoot.querySelector(`[data-index="${String(i)}"]`);
    expect(centreX(cell(0))).to.be.greaterThan(centreX(cell(1)));
    await press('ArrowLeft');
    await row.updateComplete;
    expect(focusedData('index')).to.equal('1');
    await press('ArrowLeft');
    expect(focusedData('index')).to.equal('2');
    await press('ArrowRight');
    expect(focusedData('index')).to.equal('1');
    // Each move lands on the cover visually on that side.
    expect(centreX(cell(1))).to.be.greaterThan(centreX(cell(2)));
  });

  it('on the keyboard: keys run right to left and the arrows follow what is seen', async () => {
    const osk = await fixture<TvOsk>(html`<tv-osk></tv-osk>`);
    osk.focusKey({ row: 0, col: 0 });
    const key = (id: string) => osk.renderRoot.querySelector(`[data-key="${id}"]`);
    expect(centreX(key('a'))).to.be.greaterThan(centreX(key('b')));
    await press('ArrowLeft');
    expect(focusedData('key')).to.equal('b');
    await press('ArrowRight');
    expect(focusedData('key')).to.equal('a');
    await press('ArrowRight');
    expect(focusedData('key')).to.equal('a');
  });

  it('offers German letters and switches to an Arabic layout on the keyboard itself', async () => {
    const osk = await fixture<TvOsk>(html`<tv-osk></tv-osk>`);
    for (const letter of ['ä', 'ö', 'ü', 'ß']) {
      expect(osk.renderRoot.querySelector(`[data-key="${letter}"]`), letter).to.not.equal(null);
    }
    (osk.renderRoot.querySelector('[data-key="layout"]') as HTMLElement).click();
    await osk.updateComplete;
    expect(osk.renderRoot.querySelector('[data-key="a"]')).to.equal(null);
    const first = osk.renderRoot.querySelector('[data-key="ا"]');
    expect(first).to.not.equal(null);
    // The Arabic alphabet starts on the right too.
    expect(centreX(first)).to.be.greaterThan(centreX(osk.renderRoot.querySelector('[data-key="ب"]')));
    (osk.renderRoot.querySelector('[data-key="layout"]') as HTMLElement).click();
    await osk.updateComplete;
    expect(osk.renderRoot.querySelector('[data-key="a"]')).to.not.equal(null);
  });
});
