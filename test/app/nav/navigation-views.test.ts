/**
 * The navigation root (NavigationController) moving between views: OK into a view and Back to the same
 * item, every platform's Back key, Back in text fields, late content, the platform's history Back, and
 * leaving the app ("Exit?", Tizen's Exit key). Keys, held keys and the pointer: navigation-keys.test.ts.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys } from '@web/test-runner-commands';
import { app, clock, focused, press, settle, type NtApp } from './harness.ts';
import { SCREEN_SETTLE_MS } from '../../../src/app/nav/key-guard.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';

function dialogButtons(el: NtApp): string[] {
  const dialog = el.renderRoot.querySelector('tv-dialog');
  return dialog ? [...dialog.renderRoot.querySelectorAll('tv-button')].map((b) => b.textContent.trim()) : [];
}

describe('navigation root: views and Back', () => {
  afterEach(() => resetMouse());

  it('focuses the home view on start', async () => {
    await app();
    expect(focused()).to.equal('Calendar');
  });

  it('goes into a view with OK and comes Back to the same item', async () => {
    const el = await app();
    await press('ArrowRight', 2);
    expect(focused()).to.equal('Books');
    await press('Enter');
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('books');
    expect(focused()).to.equal('books 1');
    await press('ArrowRight');
    await press('Escape');
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('home');
    expect(focused()).to.equal('Books');
  });

  it('comes Back to the same row of a virtual list drawn anew', async () => {
    const el = await app();
    el.nav.navigation.go('list');
    await settle(el);
    expect(focused()).to.equal('row 0');
    await press('ArrowDown', 20);
    expect(focused()).to.equal('row 20');
    // OK is held back for a moment after a screen changes (key-guard.ts); a person takes longer than that.
    clock.advance(SCREEN_SETTLE_MS);
    await press('Enter');
    await settle(el);
    expect(focused()).to.equal('detail 1');
    await press('Escape');
    await settle(el);
    const list = el.renderRoot.querySelector('tv-virtual-list')!;
    await list.updateComplete;
    expect(focused()).to.equal('row 20');
    expect(list.focusedIndex).to.equal(20);
  });

  it('treats each platform Back key as Back (Tizen 10009, webOS 461, BrowserBack, gamepad B)', async () => {
    const el = await app();
    for (const init of [{ keyCode: 10009 }, { keyCode: 461 }, { key: 'BrowserBack' }, { key: 'GamepadB' }]) {
      el.nav.navigation.go('channels');
      await settle(el);
      expect(focused()).to.equal('channels 1');
      const target = deepActiveElement()!;
      for (const type of ['keydown', 'keyup']) {
        target.dispatchEvent(
          new KeyboardEvent(type, { ...init, bubbles: true, composed: true, cancelable: true }),
        );
      }
      await settle(el);
      expect(el.nav.navigation.current.name, JSON.stringify(init)).to.equal('home');
    }
  });

  it('lets Backspace delete in a text field, and go Back elsewhere', async () => {
    const el = await app();
    el.nav.navigation.go('settings');
    await settle(el);
    const field = el.renderRoot.querySelector('input')!;
    field.focus();
    await sendKeys({ type: 'ab' });
    await press('Backspace');
    expect(field.value).to.equal('a');
    expect(el.nav.navigation.current.name).to.equal('settings');
    await press('ArrowUp'); // out of the field: nothing above, stays; focus the row instead
    el.renderRoot.querySelector('nt-row')!.group.enter();
    await press('Backspace');
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('home');
  });

  it('focuses a view whose content arrives long after it opened', async () => {
    const el = await app();
    el.nav.navigation.go('late');
    await settle(el);
    clock.paint(40); // every retry spent: the view still says "Loading…"
    expect(focused()).to.equal('(nothing)');
    el.lateReady = true;
    await settle(el);
    expect(focused()).to.equal('late 1');
  });

  it('does not handle the platform history Back again right after a Back key', async () => {
    const el = await app();
    el.nav.navigation.go('fitness');
    el.nav.navigation.go('books');
    await settle(el);
    await press('Escape');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('fitness');
    clock.advance(5000);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null })); // the platform's own Back
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('home');
  });

  it('leaves at once on the Tizen Exit key (10182), even with nothing focused', async () => {
    const el = await app();
    (deepActiveElement() as HTMLElement).blur();
    // The legacy code is all Tizen sends for this key.
    const init: Record<string, number | boolean> = { keyCode: 10182, bubbles: true, cancelable: true };
    for (const type of ['keydown', 'keyup']) document.body.dispatchEvent(new KeyboardEvent(type, init));
    expect(el.exits).to.equal(1);
  });

  it('asks "Exit?" on home in a dialog that traps focus; Back stays, Exit leaves', async () => {
    const el = await app();
    await press('ArrowRight');
    await press('Escape');
    await el.updateComplete;
    expect(dialogButtons(el)).to.deep.equal(['Stay', 'Exit']);
    await el.renderRoot.querySelector('tv-dialog')!.updateComplete;
    expect(focused()).to.equal('Stay');
    await press('ArrowRight');
    expect(focused()).to.equal('Exit');
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowDown']) {
      await press(key);
      expect(focused(), key).to.equal('Exit');
    }
    await press('Tab');
    expect(focused()).to.equal('Stay');
    await press('Escape');
    await el.updateComplete;
    expect(el.renderRoot.querySelector('tv-dialog')).to.equal(null);
    expect(focused()).to.equal('Fitness');
    expect(el.exits).to.equal(0);

    await press('Escape');
    await el.updateComplete;
    await el.renderRoot.querySelector('tv-dialog')!.updateComplete;
    await press('ArrowRight');
    await press('Enter');
    await Promise.resolve();
    expect(el.exits).to.equal(1);
  });
});
