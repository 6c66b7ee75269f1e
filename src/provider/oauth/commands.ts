/**
 * The authorization server's maintenance commands, run as `npm run provider -- <command>` against the
 * database the settings name (docs/identity.md). Each opens the database through createProvider (so the
 * schema is current and a new database gets its demo data), does one thing, and closes it.
 */
import { createProvider } from '../server.ts';
import type { Settings } from '../settings.ts';
import type { Db } from '../store/db.ts';
import { rotateSigningKey, KEY_GRACE_MS } from './keys.ts';
import { issueReceiverCredentialCommand } from '../secevents/credential.ts';

/** What a command prints; `code` is the process's exit status. */
export interface CommandResult {
  code: number;
  lines: string[];
}

export interface Command {
  usage: string;
  args: number;
  run(db: Db, now: number, args: string[]): CommandResult;
}

const hours = (ms: number): number => ms / 3_600_000;

export const COMMANDS: Record<string, Command> = {
  'rotate-key': {
    usage: 'rotate-key',
    args: 0,
    run(db, now) {
      const { kid, deleted } = rotateSigningKey(db, now);
      return {
        code: 0,
        lines: [
          `new signing key ${kid}; the previous key stays published for ${hours(KEY_GRACE_MS)} hours` +
            (deleted > 0 ? `; ${deleted} key(s) past that grace deleted` : ''),
          'a running provider signs with the new key from its next start',
        ],
      };
    },
  },
  'issue-receiver-credential': issueReceiverCredentialCommand,
};

/** Runs `name` with `args`; an unknown command or a wrong number of arguments is a usage error (2). */
export async function runCommand(
  name: string,
  args: string[],
  settings: Settings,
  now = Date.now(),
): Promise<CommandResult> {
  const command = COMMANDS[name];
  if (command === undefined || args.length !== command.args) {
    const usages = Object.values(COMMANDS).map((c) => `  npm run provider -- ${c.usage}`);
    return {
      code: 2,
      lines: [
        command === undefined ? `unknown command "${name}"` : `usage: ${command.usage}`,
        'commands:',
        ...usages,
      ],
    };
  }
  const provider = await createProvider({ settings });
  try {
    return command.run(provider.db, now, args);
  } finally {
    provider.db.close();
  }
}
