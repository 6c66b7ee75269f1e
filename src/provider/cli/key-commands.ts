/**
 * `rotate-key` (docs/identity.md#signing-keys): a new active signing key; the previous one stays published
 * for the grace, and running providers read the keys again within KEY_RELOAD_MS.
 */
import { KEY_GRACE_MS, KEY_RELOAD_MS, rotateSigningKey } from '../oauth/module.ts';
import { EXIT, type Command } from './command.ts';

const hours = (ms: number): number => ms / 3_600_000;

export const rotateKeyCommand: Command = {
  name: 'rotate-key',
  args: [],
  async run(provider, _input, now) {
    const { kid, deleted } = await rotateSigningKey(provider.sql, now);
    return {
      code: EXIT.done,
      lines: [
        `new signing key ${kid}; the previous key stays published for ${hours(KEY_GRACE_MS)} hours` +
          (deleted > 0 ? `; ${deleted} key(s) past that grace deleted` : ''),
        `running providers sign with the new key within ${KEY_RELOAD_MS / 1000} seconds`,
      ],
    };
  },
};
