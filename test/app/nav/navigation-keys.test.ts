/**
 * The navigation root (NavigationController) and the keys themselves: no announcement of the focused item, held
 * keys and the paint gate, the view as the outermost group, and the pointer. Views and Back:
 * navigation-views.test.ts.
 */
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { app, clock, focused, press, settle } from './harness.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';

describe('navigation root: announcements', () => {
  it('leaves the focused item to the reader that follows focus: no live region says it again', async () => {
    await app();
    await sendKeys({ press: 'ArrowRight' });
    clock.paint();
    expect(focused()).to.equal('Fitness');
    expect(document.getElementById('tv-announcer')?.textContent ?? '').to.equal('');
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

  it('leaves the caret of a one-line field where it is on Up or Down with nothing that way', async () => {
    const el = await app();
    el.nav.navigation.go('settings');
    await settle(el);
    await press('ArrowDown');
    const field = el.renderRoot.querySelector('input')!;
    expect(deepActiveElement()).to.equal(field);
    await sendKeys({ type: 'dun' });
    await press('ArrowLeft'); // the caret moves inside the text
    expect(field.selectionStart).to.equal(2);
    await press('ArrowDown'); // nothing below: a text field would move its caret to the end
    expect(deepActiveElement()).to.equal(field);
    expect([field.selectionStart, field.selectionEnd]).to.deep.equal([2, 2]);
    await sendKeys({ type: 'e' });
    expect(field.value).to.equal('duen');
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
