/**
 * `add-client`, `list-clients`, `remove-client <id>` and `rotate-client-secret <id>`
 * (docs/identity.md#clients): secrets printed once, on a line of their own, and stored only as digests. A
 * service client is registered with its public key file and has no secret
 * (docs/identity.md#service-accounts).
 */
import { readFileSync } from 'node:fs';
import {
  addClient,
  addServiceClient,
  clientLabel,
  listClients,
  readAnyClientType,
  readName,
  readOrg,
  readScopes,
  readServicePublicKey,
  readServiceScopes,
  removeClient,
  rotateClientSecret,
} from '../oauth/module.ts';
import type { Provider } from '../server.ts';
import { actingAt, peopleEnvOf } from './acting.ts';
import { EXIT, type Command, type CommandResult } from './command.ts';

const noClient = (id: string): CommandResult => ({ code: EXIT.notFound, lines: [`no client "${id}"`] });
const usage = (problem: string): CommandResult => ({ code: EXIT.usage, lines: [problem] });

/** The PEM in the key file, or why it cannot be read. */
function keyFile(path: string): { ok: true; pem: string } | { ok: false; problem: string } {
  try {
    return { ok: true, pem: readFileSync(path, 'utf8') };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    return { ok: false, problem: `cannot read the public key file ${path} (${code})` };
  }
}

/** `add-client --type service`: a name, a public key file, optionally video scopes; no organization. */
async function addService(
  provider: Provider,
  name: string,
  options: Readonly<Record<string, string>>,
  now: number,
): Promise<CommandResult> {
  if (options.org !== undefined)
    return usage('a service account belongs to no organization: leave --org out');
  const path = options['public-key-file'];
  if (path === undefined)
    return usage('a service client needs --public-key-file <path>: its public key, PEM');
  const file = keyFile(path);
  if (!file.ok) return usage(file.problem);
  const key = readServicePublicKey(file.pem);
  if (!key.ok) return usage(`${path}: ${key.problem}`);
  const scopes = options.scopes === undefined ? undefined : readServiceScopes(options.scopes);
  if (scopes?.ok === false) return usage(scopes.problem);
  const client = await addServiceClient(
    peopleEnvOf(provider),
    actingAt(now),
    { name, allowedScopes: scopes === undefined ? null : scopes.value },
    key.value,
  );
  // It has no secret: it signs its assertions with the private key that stays with the service.
  return { code: EXIT.done, lines: [`client_id ${client.id}`] };
}

export const addClientCommand: Command = {
  name: 'add-client',
  args: [],
  options: {
    name: { value: 'display name', required: true },
    type: { value: 'tv|web|service', required: true },
    org: { value: 'domain', required: false },
    scopes: { value: 'space-separated full scope ids', required: false },
    'public-key-file': { value: 'path', required: false },
  },
  async run(provider, { options }, now) {
    const name = readName(options.name ?? '', 'the name');
    const type = readAnyClientType(options.type ?? '');
    if (!name.ok) return usage(name.problem);
    if (!type.ok) return usage(type.problem);
    if (type.value === 'service') return addService(provider, name.value, options, now);
    if (options['public-key-file'] !== undefined) return usage('--public-key-file is for --type service');
    const org = readOrg(options.org ?? '');
    const scopes = options.scopes === undefined ? undefined : readScopes(options.scopes);
    for (const read of [org, scopes]) if (read?.ok === false) return usage(read.problem);
    if (!org.ok || scopes?.ok === false) return usage('unreadable options');
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
        lines: [
          `${id} is a service account: it has a key, not a secret (remove it and add it with a new key)`,
        ],
      };
    }
    return { code: EXIT.done, lines: [`client_secret ${rotated.secret}`] };
  },
};
