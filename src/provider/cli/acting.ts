/**
 * Who the command line is in the audit log (docs/identity.md#the-audit-log): `command line (<system user>)`,
 * so that an entry says which account on the machine ran the command.
 */
import { userInfo } from 'node:os';
import type { Acting, PeopleEnv } from '../oauth/module.ts';
import type { Provider } from '../server.ts';

function systemUser(): string {
  try {
    return userInfo().username;
  } catch {
    // A process whose user has no name (a container's numeric user) is still the command line.
    return 'unknown user';
  }
}

export const actingAt = (now: number): Acting => ({ by: `command line (${systemUser()})`, now });

/** The administration's view of the provider a command composed. */
export const peopleEnvOf = (provider: Provider): PeopleEnv => ({
  sql: provider.sql,
  events: provider.securityEvents,
  publicUrl: provider.settings.publicUrl,
  localPasswords: provider.settings.localPasswords,
});
