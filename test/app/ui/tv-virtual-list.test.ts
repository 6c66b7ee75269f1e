import { expect, fixture, html, nextFrame } from '@open-wc/testing';
import { LitElement } from 'lit';
import { customElement } from 'lit/decorators.js';
import { sendKeys } from '@web/test-runner-commands';
import { FocusGroupController } from '../../../src/app/nav/focus-group.ts';
import { focusedItem } from '../../../src/app/nav/composed-tree.ts';
import type { TvVirtualList } from '../../../src/app/ui/tv-virtual-list.ts';
import '../../../src/app/ui/tv-virtual-list.ts';

const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => `Item ${i}`);

/** A page row: a 10,000-item list (10 rows of 50 px in view) and a button to its right. */
@customElement('vl-page')
class VlPage extends LitElement {
  readonly group = new FocusGroupController(this, { kind: 'row' });
  override render() {
    return html`<div style="display:flex">
      <tv-virtual-list
        style="height:500px;width:600px;padding:0"
        item-size="50"
        label="Items"
        .items=${TEN_THOUSAND}
      ></tv-virtual-list>
      <button style="width:200px;height:60px">After</button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'vl-page': VlPage;
  }
}

async function page(): Promise<{ page: VlPage; list: TvVirtualList }> {
  const el = await fixture<VlPage>(html`<vl-page></vl-page>`);
  const list = el.renderRoot.querySelector('tv-virtual-list')!;
  await list.updateComplete;
  return { page: el, list };
}

function focusedIndex(): number {
  return Number(focusedItem()?.dataset.index ?? -1);
}

function cellCount(list: TvVirtualList): number {
  return list.renderRoot.querySelectorAll('[data-index]').length;
}

function inView(list: TvVirtualList, el: Element): boolean {
  const l = list.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  return r.top >= l.top - 0.5 && r.bottom <= l.bottom + 0.5;
}

describe('tv-virtual-list with 10,000 items', () => {
  it('tells the page of every focus move, also between neighbouring rows (a host sees no focusin then)', async () => {
    const { list } = await page();
    const told: number[] = [];
    list.addEventListener('tv-item-focus', (e) => told.push(e.detail.index));
    list.focusIndex(0);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowUp' });
    expect(told).to.deep.equal([0, 1, 2, 1]);
  });

  it('renders a bounded number of rows', async () => {
    const { list } = await page();
    expect(cellCount(list)).to.be.within(10, 18);
    expect(list.renderRoot.querySelector('[role=listbox]')!.getAttribute('aria-label')).to.equal('Items');
  });

  it('keeps focus on the right item while moving down, with the focused item in view', async () => {
    const { list } = await page();
    list.focusIndex(0);
    for (let i = 1; i <= 40; i++) {
      await sendKeys({ press: 'ArrowDown' });
      await list.updateComplete;
      expect(focusedIndex()).to.equal(i);
    }
    const cell = focusedItem()!;
    expect(cell.textContent.trim()).to.equal('Item 40');
    expect(cell.getAttribute('aria-posinset')).to.equal('41');
    expect(cell.getAttribute('aria-setsize')).to.equal('10000');
    expect(inView(list, cell)).to.equal(true);
    expect(cellCount(list)).to.be.at.most(18);
    await nextFrame();
    await list.updateComplete;
    // Every row in view is rendered: the range moves every few rows, never leaving a gap.
    const first = Math.floor(list.scrollTop / 50);
    for (let i = first; i < first + 10; i++) {
      expect(list.renderRoot.querySelector(`[data-index="${i}"]`), `row ${i}`).to.not.equal(null);
    }
  });

  it('pages with channel up/down and jumps to the end and back without losing focus', async () => {
    const { list } = await page();
    list.focusIndex(0);
    await sendKeys({ press: 'PageDown' });
    await list.updateComplete;
    expect(focusedIndex()).to.equal(9);
    list.focusIndex(9_999);
    await list.updateComplete;
    expect(focusedIndex()).to.equal(9_999);
    expect(inView(list, focusedItem()!)).to.equal(true);
    await sendKeys({ press: 'ArrowDown' }); // last item: the key is not the list's
    expect(focusedIndex()).to.equal(9_999);
    await sendKeys({ press: 'PageUp' });
    await list.updateComplete;
    expect(focusedIndex()).to.equal(9_990);
  });

  it('keeps the focused element (not a recycled one) when the list is scrolled far away', async () => {
    const { list } = await page();
    list.focusIndex(5);
    const cell = focusedItem()!;
    list.scrollTop = 250_000;
    list.dispatchEvent(new Event('scroll'));
    await list.updateComplete;
    expect(focusedItem()).to.equal(cell);
    expect(cell.dataset.index).to.equal('5');
    expect(cellCount(list)).to.be.at.most(19);
    await sendKeys({ press: 'ArrowDown' });
    await list.updateComplete;
    expect(focusedIndex()).to.equal(6);
    expect(inView(list, focusedItem()!)).to.equal(true);
  });

  it('restores the last-focused index when focus comes back to the list', async () => {
    const { list } = await page();
    list.focusIndex(0);
    for (let i = 0; i < 12; i++) await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowRight' }); // edge of the list: the page row moves to the button
    expect(focusedItem()!.textContent.trim()).to.equal('After');
    await sendKeys({ press: 'ArrowLeft' });
    await list.updateComplete;
    expect(focusedIndex()).to.equal(12);
  });

  it('moves focus to the nearest item when the focused one is removed', async () => {
    const { list } = await page();
    list.focusIndex(30);
    list.items = TEN_THOUSAND.slice(0, 20);
    await list.updateComplete;
    await list.updateComplete;
    expect(focusedIndex()).to.equal(19);
    expect(focusedItem()!.textContent.trim()).to.equal('Item 19');
  });

  it('moves in a grid by columns', async () => {
    const { list } = await page();
    list.columns = 4;
    await list.updateComplete;
    list.focusIndex(0);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowDown' });
    expect(focusedIndex()).to.equal(5);
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' }); // column 0: the key leaves the list (nothing to the left)
    expect(focusedIndex()).to.equal(4);
  });
});

describe('tv-virtual-list not yet in the page', () => {
  it('takes a focus asked for before it is rendered, without throwing, once it is drawn', async () => {
    const list = document.createElement('tv-virtual-list');
    list.items = ['First', 'Second', 'Third'];
    list.setAttribute('item-size', '50');
    list.style.height = '300px';
    expect(list.focusIndex(2)).to.equal(true);
    const holder = await fixture<HTMLDivElement>(html`<div></div>`);
    holder.append(list);
    await list.updateComplete;
    await nextFrame();
    expect(focusedItem()?.dataset.index).to.equal('2');
  });
});
