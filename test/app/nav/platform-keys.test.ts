// Tizen's key registration and Xbox Edge's gamepad emulation (src/app/nav/platform.ts), against stand-ins of
// the platforms' globals: Tizen's TVInputDevice API and Edge's navigator.gamepadInputEmulation.
import { expect } from '@open-wc/testing';
import { TIZEN_REGISTERED_KEYS } from '../../../src/app/nav/keys.ts';
import { registerRemoteKeys } from '../../../src/app/nav/platform.ts';

interface FakeInput {
  batches: string[][];
  singles: string[];
  getSupportedKeys?: () => { name: string; code: number }[];
  registerKeyBatch: (keys: string[], ok?: () => void, fail?: (e: { name: string }) => void) => void;
  registerKey: (key: string) => void;
}

function fakeInput(supported: readonly string[] | null, refuse: readonly string[] = []): FakeInput {
  const input: FakeInput = {
    batches: [],
    singles: [],
    registerKeyBatch(keys, ok, fail) {
      input.batches.push(keys);
      if (keys.some((key) => refuse.includes(key))) fail?.({ name: 'InvalidValuesError' });
      else ok?.();
    },
    registerKey(key) {
      if (refuse.includes(key)) throw new Error(`unknown key ${key}`);
      input.singles.push(key);
    },
  };
  if (supported) input.getSupportedKeys = () => supported.map((name, code) => ({ name, code }));
  return input;
}

const registerOn = (input: FakeInput): readonly string[] | undefined => {
  let registered: readonly string[] | undefined;
  registerRemoteKeys({ tizen: { tvinputdevice: input } } as unknown as Window, (keys) => {
    registered = keys;
  });
  return registered;
};

describe('Tizen key registration', () => {
  it('asks only for the keys getSupportedKeys() names, in one batch, and hears its success', () => {
    const input = fakeInput(['ArrowUp', 'MediaPlay', 'ColorF0Red', 'Exit']);
    expect(registerOn(input)).to.deep.equal(['MediaPlay', 'ColorF0Red']);
    expect(input.batches).to.deep.equal([['MediaPlay', 'ColorF0Red']]);
  });

  it('registers one by one when the batch fails, so one refused key loses only itself', () => {
    const input = fakeInput(null, ['ChannelUp']);
    const registered = registerOn(input);
    expect(input.batches).to.have.length(1);
    expect(registered).to.deep.equal(TIZEN_REGISTERED_KEYS.filter((key) => key !== 'ChannelUp'));
    expect(input.singles).to.deep.equal(registered);
  });

  it('registers nothing when the remote has none of the keys', () => {
    const input = fakeInput(['ArrowUp']);
    expect(registerOn(input)).to.deep.equal([]);
    expect(input.batches).to.deep.equal([]);
  });
});

describe('Xbox gamepad', () => {
  it('switches Edge’s gamepad input emulation to keyboard where the property exists', () => {
    const edge = { gamepadInputEmulation: 'mouse' };
    registerRemoteKeys({ navigator: edge } as unknown as Window);
    expect(edge.gamepadInputEmulation).to.equal('keyboard');
    const other: Record<string, string> = {};
    registerRemoteKeys({ navigator: other } as unknown as Window);
    expect(other).to.deep.equal({});
  });
});
