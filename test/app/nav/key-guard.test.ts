/** Keys held back on a TV: OK just after a screen change, and a Tab nothing uses. */
import { expect, fixture, html } from '@open-wc/testing';
import { clock, focused, press, type NtApp } from './harness.ts';
import { SCREEN_SETTLE_MS } from '../../../src/app/nav/key-guard.ts';

async function app(): Promise<NtApp> {
  clock.reset();
  const el = await fixture<NtApp>(html`<nt-app></nt-app>`);
  await el.updateComplete;
  clock.paint(2);
  return el;
}

async function settle(el: NtApp): Promise<void> {
  await el.updateComplete;
  clock.paint(2);
  await el.updateComplete;
}

describe('navigation root: held keys', () => {
  it('does nothing on OK for a moment after a screen changes, while Back still works', async () => {
    const el = await app();
    expect(focused()).to.equal('Calendar');
    await press('Enter');
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('calendar');
    // A second OK in the same breath: the new screen's first item is not pressed.
    await press('Enter');
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('calendar');
    expect(focused()).to.equal('calendar 1');
    await press('Escape');
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('home');
    expect(focused()).to.equal('Calendar');
  });

  it('takes OK again once the screen has settled', async () => {
    const el = await app();
    await press('ArrowRight');
    clock.advance(SCREEN_SETTLE_MS);
    await press('Enter');
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('fitness');
    clock.advance(SCREEN_SETTLE_MS - 1);
    await press('Enter');
    await settle(el);
    expect(focused()).to.equal('fitness 1');
    clock.advance(1);
    await press('Escape');
    await settle(el);
    clock.advance(SCREEN_SETTLE_MS);
    await press('Enter');
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('fitness');
  });

  it('takes OK at once after an arrow: the person chose what to press on the new screen', async () => {
    const el = await app();
    await press('Enter');
    await settle(el);
    expect(el.hasAttribute('data-settling')).to.equal(true);
    await press('ArrowRight');
    expect(el.hasAttribute('data-settling')).to.equal(false);
    expect(focused()).to.equal('calendar 2');
    const clicked: string[] = [];
    el.renderRoot.addEventListener('click', (e) =>
      clicked.push((e.composedPath()[0] as HTMLElement).textContent),
    );
    await press('Enter');
    expect(clicked).to.deep.equal(['calendar 2']);
  });

  it('keeps focus, and its ring, where it is on Tab and Shift+Tab', async () => {
    const el = await app();
    await press('ArrowRight');
    expect(focused()).to.equal('Fitness');
    await press('Tab');
    expect(focused()).to.equal('Fitness');
    await press('Shift+Tab');
    expect(focused()).to.equal('Fitness');
    expect(el.nav.navigation.current.name).to.equal('home');
  });
});

describe('focus groups: a held arrow', () => {
  it('stops at the end of a row instead of carrying focus to the next group', async () => {
    const el = await app();
    el.nav.navigation.go('detail');
    await settle(el);
    const last = el.renderRoot.querySelector('nt-row')!.shadowRoot!.querySelectorAll('nt-item')[2]!;
    last.focus();
    expect(focused()).to.equal('detail 3');
    const seen: boolean[] = [];
    const listen = (e: KeyboardEvent): void => {
      seen.push(e.defaultPrevented);
    };
    window.addEventListener('keydown', listen);
    const item = el.renderRoot.querySelector('nt-row')!;
    item.shadowRoot!.querySelectorAll('nt-item')[2]!.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: 'ArrowRight',
        repeat: true,
        bubbles: true,
        composed: true,
        cancelable: true,
      }),
    );
    window.removeEventListener('keydown', listen);
    expect(seen).to.deep.equal([true]);
    expect(focused()).to.equal('detail 3');
  });
});
