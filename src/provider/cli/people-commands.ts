/**
 * `create-admin <email>`, `add-user <email>` and `reset-password <email>` (docs/identity.md#people): each
 * prints one line with the person's single-use set-password link, valid 24 hours; no password is ever
 * typed on a command line. With local passwords off (PROVIDER_LOCAL_PASSWORDS=0) there is no link: the
 * person signs in through the organization's identity provider.
 */
import {
  accountStatesIn,
  addPerson,
  makeAdministrator,
  readEmail,
  readName,
  readOrg,
  resetPassword,
  type PeopleEnv,
} from '../oauth/module.ts';
import type { Provider } from '../server.ts';
import { actingAt, peopleEnvOf } from './acting.ts';
import { EXIT, type Command, type CommandResult } from './command.ts';

const usage = (problem: string): CommandResult => ({ code: EXIT.usage, lines: [problem] });
const done = (line: string): CommandResult => ({ code: EXIT.done, lines: [line] });

/** What the person does next: open their link, or sign in upstream when there are no local passwords. */
function nextStep(provider: Provider, link: string | undefined): string {
  return link === undefined
    ? `signs in with ${provider.settings.upstreamName} (local passwords are off)`
    : `set a password within 24 hours, once, at ${link}`;
}

export const createAdminCommand: Command = {
  name: 'create-admin',
  args: ['email'],
  async run(provider, { args: [raw = ''] }, now) {
    const email = readEmail(raw);
    if (!email.ok) return usage(email.problem);
    const made = await makeAdministrator(peopleEnvOf(provider), actingAt(now), email.value);
    const who = made.made
      ? `administrator ${made.person.email} created`
      : made.wasAdmin
        ? `${made.person.email} was already an administrator`
        : `${made.person.email} is now an administrator`;
    return done(`${who}: ${nextStep(provider, made.link)}`);
  },
};

export const addUserCommand: Command = {
  name: 'add-user',
  args: ['email'],
  options: {
    name: { value: 'name', required: false },
    org: { value: 'domain', required: false },
  },
  async run(provider, { args: [raw = ''], options }, now) {
    const email = readEmail(raw);
    if (!email.ok) return usage(email.problem);
    const name = readName(options.name ?? email.value.split('@')[0] ?? '', 'the name');
    if (!name.ok) return usage(name.problem);
    const org = readOrg(options.org ?? '');
    if (!org.ok) return usage(org.problem);
    const env: PeopleEnv = peopleEnvOf(provider);
    const person = { email: email.value, name: name.value, org: org.value, admin: false };
    const added = await addPerson(env, actingAt(now), person);
    if (added === 'exists') {
      return {
        code: EXIT.refused,
        lines: [`${email.value} already has an account; reset-password gives it a new link`],
      };
    }
    return done(`added ${added.person.email}: ${nextStep(provider, added.link)}`);
  },
};

export const resetPasswordCommand: Command = {
  name: 'reset-password',
  args: ['email'],
  async run(provider, { args: [raw = ''] }, now) {
    const email = readEmail(raw);
    if (!email.ok) return usage(email.problem);
    if (!provider.settings.localPasswords) {
      return {
        code: EXIT.refused,
        lines: [
          `local passwords are off (PROVIDER_LOCAL_PASSWORDS=0): people sign in with ${provider.settings.upstreamName}`,
        ],
      };
    }
    const person = await accountStatesIn(provider.sql).byEmail(email.value);
    const reset = person && (await resetPassword(peopleEnvOf(provider), actingAt(now), person.id));
    if (reset === undefined)
      return { code: EXIT.notFound, lines: [`no account has the email address ${email.value}`] };
    return done(
      `${reset.person.email}: any password it had no longer works; ${nextStep(provider, reset.link)}`,
    );
  },
};
