import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import type { OskKeyDetail, TvOsk } from '../../../src/app/views/books/tv-osk.ts';
import '../../../src/app/views/books/tv-osk.ts';

const focusedKey = () => deepActiveElement()?.dataset.key ?? '(none)';

async function keyboard(): Promise<TvOsk> {
  const el = await fixture<TvOsk>(html`<tv-osk></tv-osk>`);
  el.focusKey({ row: 0, col: 0 });
  return el;
}

async function press(key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await sendKeys({ press: key });
}

describe('tv-osk with the D-pad', () => {
  it('arrows move focus key by key, one tab stop at a time', async () => {
    const el = await keyboard();
    expect(focusedKey()).to.equal('a');
    await press('ArrowRight', 3);
    expect(focusedKey()).to.equal('d');
    await press('ArrowDown');
    expect(focusedKey()).to.equal('n');
    await press('ArrowDown');
    expect(focusedKey()).to.equal('x');
    await press('ArrowLeft');
    expect(focusedKey()).to.equal('w');
    await el.updateComplete;
    const stops = el.renderRoot.querySelectorAll('[tabindex="0"]');
    expect(stops.length).to.equal(1);
    expect((stops[0] as HTMLElement).dataset.key).to.equal('w');
  });

  it('reaches Space, Delete and Clear on the bottom row and comes back up to the nearest key', async () => {
    await keyboard();
    await press('ArrowDown', 5);
    expect(focusedKey()).to.equal('space');
    await press('ArrowRight');
    expect(focusedKey()).to.equal('delete');
    await press('ArrowRight');
    expect(focusedKey()).to.equal('clear');
    await press('ArrowUp');
    expect(focusedKey()).to.equal('9');
  });

  it('OK on a key raises tv-osk-key with what the key does', async () => {
    const el = await keyboard();
    await press('ArrowRight');
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const event: CustomEvent<OskKeyDetail> = await oneEvent(el, 'tv-osk-key');
    expect(event.detail.action).to.deep.equal({ kind: 'char', char: 'b' });
    await press('ArrowDown', 5);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    const space: CustomEvent<OskKeyDetail> = await oneEvent(el, 'tv-osk-key');
    expect(space.detail.action).to.deep.equal({ kind: 'space' });
  });

  it('at an edge the key is left to the enclosing group (not prevented)', async () => {
    const el = await keyboard();
    let prevented: boolean | undefined;
    el.parentElement!.addEventListener('keydown', (e) => (prevented = e.defaultPrevented), { once: true });
    await press('ArrowLeft');
    expect(prevented).to.equal(false);
    expect(focusedKey()).to.equal('a');
    el.parentElement!.addEventListener('keydown', (e) => (prevented = e.defaultPrevented), { once: true });
    await press('ArrowRight');
    expect(prevented).to.equal(true);
  });

  it('coming back through enter() focuses the last key used', async () => {
    const el = await keyboard();
    await press('ArrowDown', 2);
    await press('ArrowRight', 2);
    expect(focusedKey()).to.equal('w');
    (deepActiveElement() as HTMLElement).blur();
    const { groupOf } = await import('../../../src/app/nav/group-registry.ts');
    expect(groupOf(el)!.enter(null)).to.equal(true);
    expect(focusedKey()).to.equal('w');
  });
});
