import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { clock, focused, press, type NtApp } from './harness.ts';
import { SCREEN_SETTLE_MS } from '../../../src/app/nav/key-guard.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';

async function app(): Promise<NtApp> {
  clock.reset();
  const el = await fixture<NtApp>(html`<nt-app></nt-app>`);
  clock.paint();
  return el;
}

/** After a view change: the new view renders, then the frame after it gives it focus. */
async function settle(el: NtApp): Promise<void> {
  await el.updateComplete;
  const children = [...el.renderRoot.querySelectorAll('*')] as Partial<NtApp>[];
  await Promise.all(children.map((c) => c.updateComplete ?? Promise.resolve(true)));
  clock.paint();
}

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

describe('navigation root: announcements', () => {
  it('says the focused item in the live region once the move is painted', async () => {
    await app();
    await sendKeys({ press: 'ArrowRight' });
    clock.paint();
    const region = document.getElementById('tv-announcer')!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.textContent).to.equal('Fitness');
  });
});

describe('navigation root: held keys', () => {
  it('accelerates a held arrow: every 3rd repeat in the first second, every 2nd in the next, then all', async () => {
    const el = await app();
    el.nav.navigation.go('long');
    await settle(el);
    expect(focused()).to.equal('item 0');
    const hold = async (repeats: number) => {
      for (let i = 0; i < repeats; i++) {
        await sendKeys({ down: 'ArrowRight' });
        clock.paint();
      }
    };
    await hold(1); // the press itself
    expect(focused()).to.equal('item 1');
    await hold(6); // repeats 1–6 at t=0: the 3rd and 6th act
    expect(focused()).to.equal('item 3');
    clock.advance(1000);
    await hold(4); // repeats 7–10: the 8th and 10th act
    expect(focused()).to.equal('item 5');
    clock.advance(1000);
    await hold(3); // repeats 11–13: all act
    expect(focused()).to.equal('item 8');
    await sendKeys({ up: 'ArrowRight' });
    await press('ArrowRight'); // a new press is never held back
    expect(focused()).to.equal('item 9');
  });

  it('handles no key while the last move is being painted: repeats are dropped, a new press waits', async () => {
    const el = await app();
    el.nav.navigation.go('long');
    await settle(el);
    await sendKeys({ press: 'ArrowRight' }); // moves; its frame is not painted yet
    expect(focused()).to.equal('item 1');
    await sendKeys({ down: 'ArrowRight' }); // a new press during the paint: kept
    await sendKeys({ down: 'ArrowRight' }); // its repeat: dropped
    await sendKeys({ up: 'ArrowRight' });
    expect(focused()).to.equal('item 1');
    clock.paint(); // the frame: the kept press is handled now
    expect(focused()).to.equal('item 2');
    clock.paint();
    expect(focused()).to.equal('item 2');
  });
});

describe('navigation root: the view as the outermost group', () => {
  it('moves among the top-level items of a view when no group of the view takes the key', async () => {
    const el = await app();
    el.nav.navigation.go('settings');
    await settle(el);
    expect(focused()).to.equal('settings 1');
    await press('ArrowDown'); // the row lets Down go; the root finds the field below it
    expect(deepActiveElement()).to.equal(el.renderRoot.querySelector('input'));
    await press('ArrowUp');
    expect(focused()).to.equal('settings 1'); // back into the row, at its remembered item
  });

  it('still opens a view when OK arrives while the last move is being painted', async () => {
    const el = await app();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' }); // kept, replayed after the frame
    expect(el.nav.navigation.current.name).to.equal('home');
    clock.paint();
    await settle(el);
    expect(el.nav.navigation.current.name).to.equal('fitness');
  });
});

describe('navigation root: pointer and keys', () => {
  afterEach(() => resetMouse());

  it('focuses what the pointer is over, and the next arrow moves on from there in key mode', async () => {
    const el = await app();
    const grid = el.renderRoot.querySelector('nt-grid')!;
    const channels = [...grid.renderRoot.querySelectorAll('button')].find(
      (b) => b.textContent.trim() === 'Channels',
    )!;
    const r = channels.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(r.left + 10), Math.round(r.top + 10)] });
    expect(focused()).to.equal('Channels');
    expect(document.documentElement.getAttribute('data-tv-input')).to.equal('pointer');
    await sendMouse({ type: 'move', position: [5, 900] }); // over nothing: focus stays
    expect(focused()).to.equal('Channels');
    await press('ArrowLeft');
    expect(focused()).to.equal('Books');
    expect(document.documentElement.getAttribute('data-tv-input')).to.equal('key');
  });

  it('brings focus back with the next key when it was lost', async () => {
    const el = await app();
    (deepActiveElement() as HTMLElement).blur();
    expect(focused()).to.equal('(nothing)');
    await press('ArrowDown');
    expect(focused()).to.equal('Calendar');
    expect(el.isConnected).to.equal(true);
  });
});
