import { expect, fixture, html } from '@open-wc/testing';
import { focused, press, type NtColumn, type NtGrid, type NtRow } from './harness.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';

async function columnOfRows() {
  const column = await fixture<NtColumn>(html`
    <nt-column>
      <nt-row id="r1" .labels=${['a1', 'a2', 'a3']}></nt-row>
      <nt-row id="r2" .labels=${['b1', 'b2', 'b3']} preferred="b2"></nt-row>
      <nt-row id="r3" .labels=${['c1']}></nt-row>
    </nt-column>
  `);
  await Promise.all([...column.querySelectorAll<NtRow>('nt-row')].map((r) => r.updateComplete));
  return column;
}

describe('focus groups through nested shadow roots', () => {
  it('walks a column of rows of delegating items with real key presses, bubbling at each edge', async () => {
    const column = await columnOfRows();
    expect(column.group.enter()).to.equal(true);
    expect(focused()).to.equal('a1');
    await press('ArrowRight', 2);
    expect(focused()).to.equal('a3');
    await press('ArrowRight'); // edge of the row; the column does not move sideways
    expect(focused()).to.equal('a3');
    await press('ArrowDown'); // the row lets Down bubble; the column enters the next row at its default
    expect(focused()).to.equal('b2');
    await press('ArrowDown');
    expect(focused()).to.equal('c1');
    await press('ArrowDown'); // bottom edge of everything: nothing moves, nothing is lost
    expect(focused()).to.equal('c1');
  });

  it('remembers the last-focused item of a group when focus comes back to it', async () => {
    const column = await columnOfRows();
    column.group.enter();
    await press('ArrowRight', 2);
    await press('ArrowDown');
    await press('ArrowRight');
    expect(focused()).to.equal('b3');
    await press('ArrowUp');
    expect(focused()).to.equal('a3');
    await press('ArrowDown');
    expect(focused()).to.equal('b3');
  });

  it('keeps a roving tabindex: the active item 0, every other -1', async () => {
    const column = await columnOfRows();
    column.group.enter();
    await press('ArrowRight');
    const row = column.querySelector<NtRow>('#r1')!;
    const tabs = [...row.renderRoot.querySelectorAll('nt-item')].map((i) => i.getAttribute('tabindex'));
    expect(tabs).to.deep.equal(['-1', '0', '-1']);
  });

  it('leaves keys it does not act on alone: not prevented, and prevented ones are skipped', async () => {
    const column = await columnOfRows();
    column.group.enter();
    const seen: boolean[] = [];
    const listener = (e: KeyboardEvent) => {
      seen.push(e.defaultPrevented);
    };
    window.addEventListener('keydown', listener);
    await press('ArrowRight'); // handled
    await press('ArrowUp'); // top edge: nobody handles it
    await press('a'); // not a remote key
    column.addEventListener(
      'keydown',
      (e) => {
        e.preventDefault();
      },
      { capture: true, once: true },
    );
    await press('ArrowRight'); // already prevented before the groups see it: no move
    window.removeEventListener('keydown', listener);
    expect(seen).to.deep.equal([true, false, false, true]);
    expect(focused()).to.equal('a2');
  });

  it('moves by geometry in a grid, in all four directions', async () => {
    const grid = await fixture<NtGrid>(
      html`<nt-grid .labels=${['1', '2', '3', '4', '5', '6', '7']}></nt-grid>`,
    );
    grid.group.enter();
    await press('ArrowDown');
    expect(focused()).to.equal('5');
    await press('ArrowRight', 2);
    expect(focused()).to.equal('7');
    await press('ArrowUp');
    expect(focused()).to.equal('3');
    await press('ArrowLeft');
    expect(focused()).to.equal('2');
  });
});

describe('focus is never lost', () => {
  it('after the focused item is removed, focuses the item now in its place', async () => {
    const grid = await fixture<NtGrid>(html`<nt-grid .labels=${['1', '2', '3', '4']}></nt-grid>`);
    grid.group.enter();
    await press('ArrowRight');
    expect(focused()).to.equal('2');
    grid.labels = ['1', '3', '4'];
    await grid.updateComplete;
    await Promise.resolve();
    expect(focused()).to.equal('3');
  });

  it('after the last item is removed, focuses the one before it', async () => {
    const grid = await fixture<NtGrid>(html`<nt-grid .labels=${['1', '2', '3']}></nt-grid>`);
    grid.group.enter();
    await press('ArrowRight', 2);
    grid.labels = ['1', '2'];
    await grid.updateComplete;
    expect(focused()).to.equal('2');
  });

  it('after a re-render replaces every item, focuses the same index', async () => {
    const row = await fixture<NtRow>(html`<nt-row .labels=${['a', 'b', 'c']}></nt-row>`);
    row.group.enter();
    await press('ArrowRight');
    row.labels = ['x', 'y', 'z'];
    await row.updateComplete;
    // The items were updated in place; focus stayed on the same element, now labelled y.
    expect(focused()).to.equal('y');
    row.labels = [];
    await row.updateComplete;
    row.labels = ['p', 'q', 'r'];
    await row.updateComplete;
    const items = [...row.renderRoot.querySelectorAll('nt-item')];
    await Promise.all(items.map((i) => i.updateComplete));
    await Promise.resolve();
    expect(focused()).to.equal('q');
    expect(deepActiveElement()).to.not.equal(null);
  });

  it("does not remember a transient item (a loading screen's button) as the way back in", async () => {
    const grid = await fixture<NtGrid>(html`<nt-grid .labels=${['Back to Home']}></nt-grid>`);
    const only = grid.renderRoot.querySelector('button')!;
    only.setAttribute('data-nav-transient', '');
    expect(grid.group.enter()).to.equal(true);
    expect(focused()).to.equal('Back to Home');
    // The content arrives: the loading button goes, and the group enters at its default, not at index 0.
    grid.labels = ['Steps', 'Distance', 'Chart'];
    grid.preferred = 'Chart';
    await grid.updateComplete;
    await Promise.resolve();
    expect(focused()).to.equal('Chart');
  });
});
