/**
 * The virtual list's focus model: DOM focus stays on the listbox, the active option is named by
 * aria-activedescendant and ringed, the pointer picks options, and the page still hears and says every move.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { clock, focused, press, type NtApp } from '../nav/harness.ts';
import { SCREEN_SETTLE_MS } from '../../../src/app/nav/key-guard.ts';
import { deepActiveElement, focusedItem } from '../../../src/app/nav/composed-tree.ts';
import type { TvVirtualList } from '../../../src/app/ui/tv-virtual-list.ts';

async function listView(): Promise<{ app: NtApp; list: TvVirtualList }> {
  clock.reset();
  const app = await fixture<NtApp>(html`<nt-app></nt-app>`);
  clock.paint();
  app.nav.navigation.go('list');
  await app.updateComplete;
  const list = app.renderRoot.querySelector('tv-virtual-list')!;
  await list.updateComplete;
  clock.paint();
  return { app, list };
}

const listbox = (list: TvVirtualList): HTMLElement => list.renderRoot.querySelector('[role=listbox]')!;
const selected = (list: TvVirtualList): string[] =>
  [...list.renderRoot.querySelectorAll('[aria-selected=true]')].map((o) => o.textContent.trim());
const announced = (): string => document.getElementById('tv-announcer')?.textContent ?? '';
const option = (list: TvVirtualList, i: number): HTMLElement =>
  list.renderRoot.querySelector<HTMLElement>(`[data-index="${String(i)}"]`)!;

describe('tv-virtual-list: focus stays on the listbox, the active option moves', () => {
  afterEach(() => resetMouse());

  it('keeps DOM focus on the listbox and names the active option with aria-activedescendant', async () => {
    const { list } = await listView();
    const box = listbox(list);
    expect(deepActiveElement()).to.equal(box);
    expect(focused()).to.equal('row 0');
    await press('ArrowDown', 3);
    expect(deepActiveElement()).to.equal(box);
    expect(box.getAttribute('aria-activedescendant')).to.equal(focusedItem()!.id);
    expect(focusedItem()!.getAttribute('role')).to.equal('option');
    expect(focused()).to.equal('row 3');
    expect(selected(list)).to.deep.equal(['row 3']);
  });

  it('rings the active option only while the list has focus', async () => {
    const { list } = await listView();
    await press('ArrowDown');
    const active = focusedItem()!;
    expect(getComputedStyle(active).outlineStyle).to.equal('solid');
    expect(getComputedStyle(option(list, 0)).outlineStyle).to.equal('none');
    expect(getComputedStyle(listbox(list)).outlineStyle).to.equal('none');
    listbox(list).blur();
    expect(getComputedStyle(active).outlineStyle).to.equal('none');
    expect(active.getAttribute('aria-selected')).to.equal('true');
  });

  it('leaves each move to the reader that follows aria-activedescendant: no live region repeats it', async () => {
    const { list } = await listView();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' }); // held back: the first move is not painted yet
    expect(list.focusedIndex).to.equal(1);
    clock.paint();
    await press('ArrowDown');
    expect(list.focusedIndex).to.equal(3); // the held-back press, then this one
    clock.paint();
    expect(listbox(list).getAttribute('aria-activedescendant')).to.equal(option(list, 3).id);
    expect(announced()).to.equal('');
  });

  it('OK clicks the active option, so the page opens what is ringed', async () => {
    const { app } = await listView();
    await press('ArrowDown', 2);
    const clicked: string[] = [];
    app.renderRoot.addEventListener('click', (e) => clicked.push((e.composedPath()[0] as HTMLElement).id));
    // OK is held back for a moment after a screen changes (key-guard.ts); a person takes longer than that.
    clock.advance(SCREEN_SETTLE_MS);
    await press('Enter');
    expect(clicked).to.deep.equal(['option-2']);
    expect(app.nav.navigation.current.name).to.equal('detail');
  });

  it('in pointer mode, the option under the pointer becomes active without scrolling', async () => {
    const { list } = await listView();
    const told: number[] = [];
    list.addEventListener('tv-item-focus', (e) => told.push(e.detail.index));
    // The bottom row: a key moving there would scroll to show the row after it; the pointer does not.
    const r = option(list, 7).getBoundingClientRect();
    const before = list.scrollTop;
    await sendMouse({ type: 'move', position: [Math.round(r.left + 20), Math.round(r.top + 10)] });
    expect(document.documentElement.getAttribute('data-tv-input')).to.equal('pointer');
    expect(focused()).to.equal('row 7');
    expect(deepActiveElement()).to.equal(listbox(list));
    await new Promise((done) => requestAnimationFrame(done));
    expect(list.scrollTop).to.equal(before);
    expect(told).to.deep.equal([7]);
    expect(announced()).to.equal('');
    await press('ArrowDown');
    expect(focused()).to.equal('row 8');
    expect(document.documentElement.getAttribute('data-tv-input')).to.equal('key');
  });

  it('in key mode, a mousemove that is not the user (content scrolled under the pointer) changes nothing', async () => {
    const { list } = await listView();
    let last: MouseEvent | null = null;
    const keep = (e: MouseEvent): void => {
      last = e;
    };
    window.addEventListener('mousemove', keep);
    await sendMouse({ type: 'move', position: [700, 500] }); // beside the list
    window.removeEventListener('mousemove', keep);
    await press('ArrowDown');
    expect(document.documentElement.getAttribute('data-tv-input')).to.equal('key');
    const still = last as MouseEvent | null;
    expect(still, 'a real mousemove').to.not.equal(null);
    const r = option(list, 6).getBoundingClientRect();
    option(list, 6).dispatchEvent(
      new MouseEvent('mousemove', {
        bubbles: true,
        composed: true,
        clientX: r.left + 5,
        clientY: r.top + 5,
        screenX: still?.screenX ?? 0,
        screenY: still?.screenY ?? 0,
      }),
    );
    expect(focused()).to.equal('row 1');
  });
});

describe('tv-virtual-list: new items under a focused list', () => {
  it('names an existing option again when the items shrink under the active one, and says so', async () => {
    const { list } = await listView();
    await press('ArrowDown', 7);
    const told: number[] = [];
    list.addEventListener('tv-item-focus', (e) => told.push(e.detail.index));
    list.items = Array.from({ length: 4 }, (_, i) => `new ${String(i)}`);
    await list.updateComplete;
    const box = listbox(list);
    expect(deepActiveElement()).to.equal(box);
    expect(box.getAttribute('aria-activedescendant')).to.equal('option-3');
    expect(selected(list)).to.deep.equal(['new 3']);
    expect(focused()).to.equal('new 3');
    expect(told).to.deep.equal([3]);
  });

  it('leaves out aria-label and aria-activedescendant rather than writing them empty', async () => {
    const { list } = await listView();
    expect(listbox(list).hasAttribute('aria-label')).to.equal(false);
    list.items = [];
    await list.updateComplete;
    expect(listbox(list).hasAttribute('aria-activedescendant')).to.equal(false);
    list.label = 'Rows';
    list.items = ['one', 'two'];
    list.itemLabel = (item: unknown) => `Item ${String(item)}`;
    await list.updateComplete;
    expect(listbox(list).getAttribute('aria-label')).to.equal('Rows');
    expect(listbox(list).getAttribute('aria-activedescendant')).to.equal('option-0');
    expect(option(list, 1).getAttribute('aria-label')).to.equal('Item two');
  });
});

describe('focusedItem', () => {
  it('is the focused element, or the option its aria-activedescendant names', async () => {
    const el = await fixture<HTMLDivElement>(
      html`<div>
        <button>plain</button>
        <div tabindex="0" role="listbox" aria-activedescendant="b">
          <div id="a">A</div>
          <div id="b">B</div>
        </div>
        <div tabindex="0" role="listbox" aria-activedescendant="missing"></div>
      </div>`,
    );
    const [button, box, broken] = [...el.querySelectorAll<HTMLElement>('button, [tabindex]')];
    button!.focus();
    expect(focusedItem()).to.equal(button);
    box!.focus();
    expect(focusedItem()!.id).to.equal('b');
    broken!.focus();
    expect(focusedItem()).to.equal(broken);
  });
});
