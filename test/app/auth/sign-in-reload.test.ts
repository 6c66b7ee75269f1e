/**
 * A TV reloaded while its code is on screen shows a new code, and keeps polling the one it showed before,
 * as it does for a code "Get a new code" replaced: a person may already have typed it on a phone.
 */
import { expect } from '@open-wc/testing';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { SignInController } from '../../../src/app/auth/sign-in-controller.ts';
import { codeMemory, type CodeStorage } from '../../../src/app/auth/code-memory.ts';
import type { PollOutcome } from '../../../src/app/auth/device-flow-client.ts';
import type { DeviceCodeOutcome } from '../../../src/app/auth/device-code-answer.ts';
import type { DeviceCodeResponse, TokenResponse } from '../../../src/shared/wire/oauth.ts';
import { codeOnScreen } from '../../../src/app/auth/sign-in-state.ts';
import { FakeClock, settle } from '../support/fake-clock.ts';

class Host implements ReactiveControllerHost {
  addController(_: ReactiveController): void {}
  removeController(): void {}
  requestUpdate(): void {}
  get updateComplete(): Promise<boolean> {
    return Promise.resolve(true);
  }
}

const BEFORE: DeviceCodeResponse = {
  device_code: 'dev-before',
  user_code: 'WDJB-MJHT',
  verification_url: 'http://p.test/device',
  expires_in: 600,
  interval: 5,
};
const AFTER: DeviceCodeResponse = { ...BEFORE, device_code: 'dev-after', user_code: 'BCDF-GHJK' };
const TOKENS: TokenResponse = {
  access_token: 'at',
  refresh_token: 'rt',
  expires_in: 3600,
  scope: 'openid',
  token_type: 'Bearer',
};

/** sessionStorage as a reload leaves it. */
function tabStorage(): CodeStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** One page: its own monotonic clock from 0, the wall clock where the last page left it. */
function page(storage: CodeStorage, wall: number, code: DeviceCodeResponse, approved?: string) {
  const clock = new FakeClock();
  clock.setWall(wall);
  const polled: string[] = [];
  const signedIn: TokenResponse[] = [];
  const client = {
    requestDeviceCode: (): Promise<DeviceCodeOutcome> => Promise.resolve({ kind: 'code', code }),
    poll: (deviceCode: string): Promise<PollOutcome> => {
      polled.push(deviceCode);
      return Promise.resolve(
        deviceCode === approved ? { kind: 'tokens', tokens: TOKENS } : { kind: 'pending' },
      );
    },
  };
  const controller = new SignInController(new Host(), {
    client,
    clock,
    doc: new EventTarget() as unknown as Document,
    memory: codeMemory(clock, storage),
    onSignedIn: (tokens) => signedIn.push(tokens),
  });
  controller.hostConnected();
  return { clock, controller, polled, signedIn };
}

const WALL = Date.UTC(2026, 10, 28, 9, 0, 0);

describe('sign-in across a reload', () => {
  it('polls the code shown before the reload, and signs in when a phone approves it', async () => {
    const storage = tabStorage();
    const first = page(storage, WALL, BEFORE);
    await settle();
    expect(first.controller.state.phase.name).to.equal('waiting');

    // Reloaded 30 s later; the phone approves the code it was typing, the one shown before.
    const second = page(storage, WALL + 30_000, AFTER, 'dev-before');
    await settle();
    const phase = second.controller.state.phase;
    expect('code' in phase && phase.code.response.user_code).to.equal('BCDF-GHJK');
    await second.clock.advance(5000);
    expect(second.polled).to.include('dev-before');
    expect(second.signedIn).to.deep.equal([TOKENS]);
    expect(storage.items.size).to.equal(0);
  });

  it('no longer polls it once its time is up, counted across the reload', async () => {
    const storage = tabStorage();
    page(storage, WALL, BEFORE);
    await settle();
    const second = page(storage, WALL + 598_000, AFTER, 'dev-before');
    await settle();
    await second.clock.advance(5000);
    expect(second.polled).to.deep.equal(['dev-after']);
    expect(second.signedIn).to.deep.equal([]);
  });

  it('keeps nothing from a wall clock that went back', async () => {
    const storage = tabStorage();
    page(storage, WALL, BEFORE);
    await settle();
    const second = page(storage, WALL - 3_600_000, AFTER, 'dev-before');
    await settle();
    await second.clock.advance(5000);
    expect(second.polled).to.deep.equal(['dev-after']);
  });

  it('a screen drawn again with the same code polls it once, not as its own replaced code', async () => {
    const storage = tabStorage();
    const first = page(storage, WALL, BEFORE);
    await settle();
    first.controller.hostDisconnected();
    first.controller.hostConnected();
    await settle();
    // Without a client that hands codes back, the screen asks again and gets the same code.
    expect(first.controller.state.replaced).to.equal(undefined);
  });

  it('a page reloaded before the app came polls the code its early copy showed', async () => {
    const storage = tabStorage();
    // The first page's early copy painted BEFORE; the app never started.
    const early = new FakeClock();
    early.setWall(WALL);
    codeMemory(early, storage).offer(codeOnScreen(BEFORE, 0));
    // The second page's early copy paints AFTER: it keeps nothing over the code the first one showed.
    const later = new FakeClock();
    later.setWall(WALL + 20_000);
    codeMemory(later, storage).offer(codeOnScreen(AFTER, 0));
    const second = page(storage, WALL + 20_000, AFTER, 'dev-before');
    await settle();
    await second.clock.advance(5000);
    expect(second.polled).to.include('dev-before');
    expect(second.signedIn).to.deep.equal([TOKENS]);
  });

  it("the early copy's code is kept when nothing is, and taken by the app as the code on screen", async () => {
    const storage = tabStorage();
    const early = new FakeClock();
    early.setWall(WALL);
    codeMemory(early, storage).offer(codeOnScreen(BEFORE, 0));
    // The same page's app gets the early answer, BEFORE: polled once, not also as a replaced code.
    const first = page(storage, WALL, BEFORE);
    await settle();
    expect(first.controller.state.replaced).to.equal(undefined);
    await first.clock.advance(5000);
    expect(first.polled).to.deep.equal(['dev-before']);
  });
});
