/**
 * The authorization server's maintenance commands, run as `npm run provider -- <command>` against the
 * database the settings name (docs/identity.md). Each opens the database through createProvider (so the
 * schema is current and a new database gets its demo data), does one thing, and closes it. A command that
 * changes an account raises its security event on that provider's instance, as the pages do.
 */
import { createProvider, type Provider } from '../server.ts';
import type { Settings } from '../settings.ts';
import type { Db } from '../store/db.ts';
import { rotateSigningKey, KEY_GRACE_MS, KEY_RELOAD_MS } from './keys.ts';
import { accountStatesIn } from './account-states.ts';
import type { SecurityEvents } from './security-events.ts';
import { disableAccount, enableAccount, type AccountActionEnv } from './account-actions.ts';
import { issueReceiverCredentialCommand } from '../secevents/credential.ts';

/** What a command prints; `code` is the process's exit status. */
export interface CommandResult {
  code: number;
  lines: string[];
}

export interface Command {
  usage: string;
  args: number;
  /** `provider` for a command that needs more than the database (its security events). */
  run(db: Db, now: number, args: string[], provider: Provider): CommandResult | Promise<CommandResult>;
}

const hours = (ms: number): number => ms / 3_600_000;

/** Exit status of a command whose argument names nothing (usage errors are 2). */
const NOT_FOUND = 1;

const noAccount = (email: string): CommandResult => ({
  code: NOT_FOUND,
  lines: [`no account has the email address ${email}`],
});

const envOf = (provider: Provider): AccountActionEnv => ({
  sql: provider.sql,
  events: provider.securityEvents,
});

export const COMMANDS: Record<string, Command> = {
  'rotate-key': {
    usage: 'rotate-key',
    args: 0,
    async run(_db, now, _args, provider) {
      const { kid, deleted } = await rotateSigningKey(provider.sql, now);
      return {
        code: 0,
        lines: [
          `new signing key ${kid}; the previous key stays published for ${hours(KEY_GRACE_MS)} hours` +
            (deleted > 0 ? `; ${deleted} key(s) past that grace deleted` : ''),
          `running providers sign with the new key within ${KEY_RELOAD_MS / 1000} seconds`,
        ],
      };
    },
  },
  'disable-account': {
    usage: 'disable-account <email>',
    args: 1,
    async run(_db, now, [email = ''], provider) {
      const account = await accountStatesIn(provider.sql).byEmail(email);
      if (account === undefined) return noAccount(email);
      const done = await disableAccount(envOf(provider), account.id, now);
      return {
        code: 0,
        lines: [
          done.changed
            ? `disabled ${account.email}: access removed from ${done.apps} app(s); it cannot sign in until enable-account`
            : `${account.email} was already disabled`,
        ],
      };
    },
  },
  'enable-account': {
    usage: 'enable-account <email>',
    args: 1,
    async run(_db, _now, [email = ''], provider) {
      const account = await accountStatesIn(provider.sql).byEmail(email);
      if (account === undefined) return noAccount(email);
      const changed = await enableAccount(envOf(provider), account.id);
      return {
        code: 0,
        lines: [
          changed
            ? `enabled ${account.email}: it can sign in again; tokens revoked when it was disabled stay revoked`
            : `${account.email} was not disabled`,
        ],
      };
    },
  },
  'issue-receiver-credential': issueReceiverCredentialCommand,
};

/**
 * Runs `name` with `args`; an unknown command or a wrong number of arguments is a usage error (2). Account
 * commands raise on `securityEvents` (a new instance when absent, as in `npm run provider`).
 */
export async function runCommand(
  name: string,
  args: string[],
  settings: Settings,
  now = Date.now(),
  securityEvents?: SecurityEvents,
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
  const provider = await createProvider({ settings, securityEvents });
  try {
    return await command.run(provider.db, now, args, provider);
  } finally {
    // The transmitter records (and first tries to push) the SETs an account command raised: let it finish.
    await provider.transmitter.settled();
    await provider.transmitter.stop();
    provider.db.close();
    await provider.sql.close();
  }
}
