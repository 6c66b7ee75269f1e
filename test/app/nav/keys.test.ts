import { expect } from '@open-wc/testing';
import { remoteActionOf, REMOTE_KEYS, TIZEN_REGISTERED_KEYS } from '../../../src/app/nav/keys.ts';
import { exitApp, registerRemoteKeys } from '../../../src/app/nav/platform.ts';
import { KeyRepeatGate } from '../../../src/app/nav/key-gate.ts';

const key = (init: KeyboardEventInit) => new KeyboardEvent('keydown', init);
/** TV engines send a legacy keyCode for their remote keys; the init dictionary still accepts one. */
const code = (keyCode: number) => {
  const init: Record<string, number> = { keyCode };
  return new KeyboardEvent('keydown', init);
};

describe('remote key map', () => {
  it('maps arrows, OK and Back by key name', () => {
    expect(remoteActionOf(key({ key: 'ArrowUp' }))).to.equal('up');
    expect(remoteActionOf(key({ key: 'Enter' }))).to.equal('ok');
    for (const k of ['Escape', 'Backspace', 'BrowserBack', 'GoBack']) {
      expect(remoteActionOf(key({ key: k })), k).to.equal('back');
    }
  });

  it('maps TV platform key codes: Tizen Back 10009 and Exit 10182, webOS Back 461, colour and media keys', () => {
    expect(remoteActionOf(code(10009))).to.equal('back');
    expect(remoteActionOf(code(461))).to.equal('back');
    expect(remoteActionOf(code(10182))).to.equal('exit');
    expect(remoteActionOf(code(403))).to.equal('red');
    expect(remoteActionOf(code(406))).to.equal('blue');
    expect(remoteActionOf(code(415))).to.equal('play');
    expect(remoteActionOf(key({ key: 'MediaPlayPause' }))).to.equal('playPause');
  });

  it('maps the Xbox gamepad as Edge delivers it, by name and by code 195–218', () => {
    expect(remoteActionOf(key({ key: 'GamepadA' }))).to.equal('ok');
    expect(remoteActionOf(code(196))).to.equal('back');
    expect([203, 204, 205, 206].map((c) => remoteActionOf(code(c)))).to.deep.equal([
      'up',
      'down',
      'left',
      'right',
    ]);
    expect([211, 212, 213, 214].map((c) => remoteActionOf(code(c)))).to.deep.equal([
      'up',
      'down',
      'right',
      'left',
    ]);
  });

  it('ignores unknown keys and browser shortcuts', () => {
    expect(remoteActionOf(key({ key: 'a' }))).to.equal(null);
    expect(remoteActionOf(key({ key: 'ArrowLeft', altKey: true }))).to.equal(null);
  });

  it('leaves Backspace and Left/Right to a text field, except an arrow at the edge of its text', () => {
    const input = document.createElement('input');
    input.type = 'search';
    input.value = 'dune';
    document.body.appendChild(input);
    const seen: (string | null)[] = [];
    input.addEventListener('keydown', (e) => seen.push(remoteActionOf(e)));
    const at = (caret: number, k: string) => {
      input.setSelectionRange(caret, caret);
      input.dispatchEvent(key({ key: k, bubbles: true }));
    };
    at(2, 'Backspace');
    at(2, 'ArrowLeft');
    at(2, 'ArrowRight');
    at(2, 'ArrowDown');
    at(0, 'ArrowLeft');
    at(4, 'ArrowRight');
    at(0, 'Backspace');
    input.remove();
    expect(seen).to.deep.equal([null, null, null, 'down', 'left', 'right', null]);
  });

  it('has no key in two actions', () => {
    const all = Object.values(REMOTE_KEYS).flatMap((e) => [...e.keys]);
    expect(new Set(all).size).to.equal(all.length);
  });
});

describe('platform', () => {
  it('registers the media and colour keys on Tizen', () => {
    const registered: string[][] = [];
    const tizen = { tvinputdevice: { registerKeyBatch: (k: string[]) => registered.push(k) } };
    registerRemoteKeys({ tizen } as unknown as Window);
    expect(registered).to.deep.equal([[...TIZEN_REGISTERED_KEYS]]);
    registerRemoteKeys({} as Window); // elsewhere: nothing to call, nothing thrown
  });

  it('exits through Tizen, else webOS, else window.close', () => {
    const calls: string[] = [];
    const tizen = { application: { getCurrentApplication: () => ({ exit: () => calls.push('tizen') }) } };
    exitApp({ tizen } as unknown as Window);
    exitApp({ webOS: { platformBack: () => calls.push('webOS') } } as unknown as Window);
    exitApp({ close: () => calls.push('close') } as unknown as Window);
    expect(calls).to.deep.equal(['tizen', 'webOS', 'close']);
  });
});

describe('KeyRepeatGate', () => {
  it('accepts every press, and repeats every 3rd, then every 2nd, then all', () => {
    let now = 0;
    const gate = new KeyRepeatGate({ now: () => now });
    const accepted = (times: number) => Array.from({ length: times }, () => gate.accept('ArrowDown', true));
    expect(gate.accept('ArrowDown', false)).to.equal(true);
    expect(accepted(6)).to.deep.equal([false, false, true, false, false, true]);
    now = 1200;
    expect(accepted(4)).to.deep.equal([false, true, false, true]);
    now = 2500;
    expect(accepted(2)).to.deep.equal([true, true]);
    expect(gate.accept('ArrowUp', true)).to.equal(true); // another key starts its own hold
  });

  it('counts a keydown with no keyup since as a repeat, even without the repeat flag', () => {
    const gate = new KeyRepeatGate({ now: () => 0 });
    expect(gate.accept('ArrowDown', false)).to.equal(true);
    expect([1, 2, 3].map(() => gate.accept('ArrowDown', false))).to.deep.equal([false, false, true]);
    gate.release('ArrowDown');
    expect(gate.accept('ArrowDown', false)).to.equal(true);
  });
});
