/**
 * `disable-account <email>` and `enable-account <email>` (docs/identity.md#administration): the same actions
 * as the administration page, against the database a running provider reads, so it refuses the account at
 * once. Disabling raises `account-disabled` on the provider's security events, as the page does; both are
 * written to the audit log.
 */
import { accountStatesIn, disablePerson, enablePerson } from '../oauth/module.ts';
import { actingAt, peopleEnvOf } from './acting.ts';
import { EXIT, type Command, type CommandResult } from './command.ts';

const noAccount = (email: string): CommandResult => ({
  code: EXIT.notFound,
  lines: [`no account has the email address ${email}`],
});

export const disableAccountCommand: Command = {
  name: 'disable-account',
  args: ['email'],
  async run(provider, { args: [email = ''] }, now) {
    const account = await accountStatesIn(provider.sql).byEmail(email);
    if (account === undefined) return noAccount(email);
    const done = await disablePerson(peopleEnvOf(provider), actingAt(now), account);
    return {
      code: EXIT.done,
      lines: [
        done.changed
          ? `disabled ${account.email}: access removed from ${done.apps} app(s); it cannot sign in until enable-account`
          : `${account.email} was already disabled`,
      ],
    };
  },
};

export const enableAccountCommand: Command = {
  name: 'enable-account',
  args: ['email'],
  async run(provider, { args: [email = ''] }, now) {
    const account = await accountStatesIn(provider.sql).byEmail(email);
    if (account === undefined) return noAccount(email);
    const changed = await enablePerson(peopleEnvOf(provider), actingAt(now), account);
    return {
      code: EXIT.done,
      lines: [
        changed
          ? `enabled ${account.email}: it can sign in again; tokens revoked when it was disabled stay revoked`
          : `${account.email} was not disabled`,
      ],
    };
  },
};
