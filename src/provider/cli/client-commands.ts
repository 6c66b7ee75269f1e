/**
 * `add-client`, `list-clients`, `remove-client <id>` and `rotate-client-secret <id>`
 * (docs/identity.md#clients): secrets printed once, on a line of their own, and stored only as digests.
 */
import {
  addClient,
  clientLabel,
  listClients,
  readClientType,
  readName,
  readOrg,
  readScopes,
  removeClient,
  rotateClientSecret,
} from '../oauth/module.ts';
import { actingAt, peopleEnvOf } from './acting.ts';
import { EXIT, type Command, type CommandResult } from './command.ts';

const noClient = (id: string): CommandResult => ({ code: EXIT.notFound, lines: [`no client "${id}"`] });
const usage = (problem: string): CommandResult => ({ code: EXIT.usage, lines: [problem] });

export const addClientCommand: Command = {
  name: 'add-client',
  args: [],
  options: {
    name: { value: 'display name', required: true },
    type: { value: 'tv|web', required: true },
    org: { value: 'domain', required: false },
    scopes: { value: 'space-separated full scope ids', required: false },
  },
  async run(provider, { options }, now) {
    const name = readName(options.name ?? '', 'the name');
    const type = readClientType(options.type ?? '');
    const org = readOrg(options.org ?? '');
    const scopes = options.scopes === undefined ? undefined : readScopes(options.scopes);
    for (const read of [name, type, org, scopes]) if (read?.ok === false) return usage(read.problem);
    if (!name.ok || !type.ok || !org.ok || scopes?.ok === false) return usage('unreadable options');
    const { client, secret } = await addClient(peopleEnvOf(provider), actingAt(now), {
      name: name.value,
      type: type.value,
      internalOrg: org.value,
      allowedScopes: scopes === undefined ? null : scopes.value,
    });
    // Two lines a script can read; the secret is not shown again.
    return { code: EXIT.done, lines: [`client_id ${client.id}`, `client_secret ${secret}`] };
  },
};

export const listClientsCommand: Command = {
  name: 'list-clients',
  args: [],
  async run(provider) {
    const clients = await listClients(provider.sql);
    return {
      code: EXIT.done,
      lines: clients.map((client) =>
        [
          client.id,
          client.type,
          client.name,
          client.internalOrg ?? '-',
          client.allowedScopes === null ? '(every scope the server allows)' : client.allowedScopes.join(' '),
        ].join('\t'),
      ),
    };
  },
};

export const removeClientCommand: Command = {
  name: 'remove-client',
  args: ['client_id'],
  async run(provider, { args: [id = ''] }, now) {
    const removed = await removeClient(peopleEnvOf(provider), actingAt(now), id);
    if (removed === undefined) return noClient(id);
    return {
      code: EXIT.done,
      lines: [
        `removed ${clientLabel(removed.client)}: its tokens are revoked for ${removed.people} ${removed.people === 1 ? 'person' : 'people'}, and its receiver is told`,
      ],
    };
  },
};

export const rotateClientSecretCommand: Command = {
  name: 'rotate-client-secret',
  args: ['client_id'],
  async run(provider, { args: [id = ''] }, now) {
    const rotated = await rotateClientSecret(peopleEnvOf(provider), actingAt(now), id);
    if (rotated === 'unknown') return noClient(id);
    if (rotated === 'service') {
      return {
        code: EXIT.refused,
        lines: [`${id} is a service account: it has a key, not a secret (remove it and add it with a new key)`],
      };
    }
    return { code: EXIT.done, lines: [`client_secret ${rotated.secret}`] };
  },
};
