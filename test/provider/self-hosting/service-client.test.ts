/**
 * `add-client --type service --public-key-file <path>`, and its form on /admin/clients, on a provider people
 * deploy (docs/identity.md#service-accounts): the client gets an id and no secret, its key is read and
 * checked, the JWT bearer grant serves it, and the video API still wants a content owner it manages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { Deployment, linkIn, printed, PUBLIC_URL } from './deployment.ts';

const pem = (key: KeyObject, type: 'spki' | 'pkcs8'): string =>
  key.export({ type, format: 'pem' }).toString();

async function tokenFor(
  d: Deployment,
  clientId: string,
  key: KeyObject,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const iat = Math.floor(d.clock.now() / 1000);
  const signed = await new SignJWT({
    iss: clientId,
    scope: SCOPES.videoReadonly,
    aud: `${PUBLIC_URL}/token`,
    iat,
    exp: iat + 3600,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .sign(key);
  return d.form('/token', { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion: signed });
}

test('a service client registered with its public key file gets tokens by its own signature', async () => {
  const d = await Deployment.start();
  const folder = mkdtempSync(join(tmpdir(), 'service-key-'));
  try {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyPath = join(folder, 'uploads.pub.pem');
    writeFileSync(keyPath, pem(publicKey, 'spki'));
    const added = await d.run(
      'add-client',
      '--name',
      'Label uploads',
      '--type',
      'service',
      '--public-key-file',
      keyPath,
      '--scopes',
      SCOPES.videoReadonly,
    );
    assert.equal(added.code, 0, added.lines.join('\n'));
    // One line: a service client has no secret to show.
    assert.equal(added.lines.length, 1);
    const id = printed(added, 'client_id');
    assert.match(id, /^label-uploads-[0-9a-f]{8}$/);
    assert.deepEqual((await d.run('list-clients')).lines, [
      `${id}\tservice\tLabel uploads\t-\t${SCOPES.videoReadonly}`,
    ]);
    assert.deepEqual(await d.run('rotate-client-secret', id), {
      code: 1,
      lines: [`${id} is a service account: it has a key, not a secret (remove it and add it with a new key)`],
    });

    const answer = await tokenFor(d, id, privateKey);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(Object.keys(answer.body).sort(), ['access_token', 'expires_in', 'scope', 'token_type']);
    // A deployed provider has no content owners until one is made: the video API refuses the account.
    const channels = await fetch(`${d.origin}/video/v3/channels?part=id&mine=true`, {
      headers: { Authorization: `Bearer ${String(answer.body.access_token)}` },
    });
    assert.equal(channels.status, 403);
    assert.equal(
      ((await channels.json()) as { error: { errors: { reason: string }[] } }).error.errors[0]?.reason,
      'forbidden',
    );

    assert.equal((await d.run('remove-client', id)).code, 0);
    const after = await fetch(`${d.origin}/video/v3/channels?part=id&mine=true`, {
      headers: { Authorization: `Bearer ${String(answer.body.access_token)}` },
    });
    assert.equal(after.status, 401);
    // The running provider believes its cached client row for up to 5 s (docs/identity.md#clients).
    d.clock.advance(5_000);
    assert.equal((await tokenFor(d, id, privateKey)).status, 400);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await d.close();
  }
});

test('a key file that will not do, and options a service client does not take, are usage errors in one line', async () => {
  const d = await Deployment.start();
  const folder = mkdtempSync(join(tmpdir(), 'service-key-'));
  try {
    const write = (name: string, text: string): string => {
      const path = join(folder, name);
      writeFileSync(path, text);
      return path;
    };
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    const good = write('good.pem', pem(rsa.publicKey, 'spki'));
    const add = (...more: string[]) => d.run('add-client', '--name', 'Label', '--type', 'service', ...more);
    const missing = join(folder, 'missing.pem');
    const cases: [string[], string][] = [
      [[], 'a service client needs --public-key-file <path>: its public key, PEM'],
      [['--public-key-file', missing], `cannot read the public key file ${missing} (ENOENT)`],
      [
        ['--public-key-file', write('private.pem', pem(rsa.privateKey, 'pkcs8'))],
        `${join(folder, 'private.pem')}: that is a private key: register its public key (openssl pkey -pubout) and keep the private key with the service`,
      ],
      [
        ['--public-key-file', write('text.pem', 'hello')],
        `${join(folder, 'text.pem')}: no PEM public key or certificate could be read there`,
      ],
      [
        ['--public-key-file', write('small.pem', pem(small.publicKey, 'spki'))],
        `${join(folder, 'small.pem')}: the key must be RSA of at least 2048 bits or EC P-256`,
      ],
      [
        ['--public-key-file', write('p384.pem', pem(p384.publicKey, 'spki'))],
        `${join(folder, 'p384.pem')}: the key must be RSA of at least 2048 bits or EC P-256`,
      ],
      [
        ['--public-key-file', good, '--org', 'example.com'],
        'a service account belongs to no organization: leave --org out',
      ],
      [
        ['--public-key-file', good, '--scopes', `${SCOPES.videoReadonly} ${SCOPES.calendar}`],
        `a service account may be given only the video API's scopes, not ${SCOPES.calendar}`,
      ],
    ];
    for (const [more, line] of cases) assert.deepEqual(await add(...more), { code: 2, lines: [line] }, line);
    assert.deepEqual(await d.run('add-client', '--name', 'TV', '--type', 'tv', '--public-key-file', good), {
      code: 2,
      lines: ['--public-key-file is for --type service'],
    });
    // An EC P-256 key will do; no client was made by any refusal above.
    const ec = await add('--public-key-file', write('p256.pem', pem(p256.publicKey, 'spki')));
    assert.equal(ec.code, 0, ec.lines.join('\n'));
    assert.equal((await d.run('list-clients')).lines.length, 1);
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await d.close();
  }
});

test('an administrator registers a service account on /admin/clients by pasting its public key', async () => {
  const d = await Deployment.start();
  try {
    const admin = d.browser();
    const root = 'root@tv-auth.example';
    await d.setPassword(admin, linkIn(await d.run('create-admin', root)), 'pale kettle of winter fish');
    const page = await admin.get('/admin/clients');
    assert.match(page.text, /<h2 class="part">Register a service account<\/h2>/);
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const post = (fields: Record<string, string | string[]>) =>
      admin.post('/admin/clients/service', { name: 'Label uploads', limit: 'list', ...fields });

    // Each refusal says why and registers nothing. It keeps what was typed, and the key only when it is public
    // PEM: anything else pasted may be a secret, which the page would hold again.
    const privatePem = pem(privateKey, 'pkcs8');
    const publicPem = pem(publicKey, 'spki');
    const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
    const NOT_SHOWN = / What was pasted as the key is not shown again, in case it was secret\./;
    const PRIVATE =
      /That is a private key: register its public key \(openssl pkey -pubout\) and keep the private key with the service\./;
    const refusals: [Record<string, string | string[]>, RegExp, 'kept' | 'dropped'][] = [
      [{ key: privatePem, scope: SCOPES.videoReadonly }, PRIVATE, 'dropped'],
      // The key's problem first when its box comes back empty, whatever else is wrong.
      [{ key: privatePem, name: ' ', scope: SCOPES.videoReadonly }, PRIVATE, 'dropped'],
      [
        { key: jwk, scope: SCOPES.videoReadonly },
        /No PEM public key or certificate could be read there\./,
        'dropped',
      ],
      [
        { key: `${publicPem}${'x'.repeat(16_384)}`, scope: SCOPES.videoReadonly },
        /The key must be at most 16384 characters of PEM\./,
        'dropped',
      ],
      [{ key: publicPem, scope: SCOPES.calendar }, /Tick at least one scope, or allow every scope\./, 'kept'],
      [{ key: publicPem, name: ' ', scope: SCOPES.videoReadonly }, /The name must not be empty\./, 'kept'],
    ];
    for (const [fields, words, key] of refusals) {
      const refused = await post(fields);
      assert.equal(refused.status, 400, String(words));
      assert.match(refused.text, words);
      const pasted = String(fields.key);
      assert.equal(refused.text.includes(`>\n${pasted.slice(0, 60)}`), key === 'kept', String(words));
      assert.equal(NOT_SHOWN.test(refused.text), key === 'dropped', String(words));
      for (const secret of [privatePem.slice(40, 100), jwk.slice(20, 80)])
        assert.ok(!refused.text.includes(secret));
    }
    assert.deepEqual((await d.run('list-clients')).lines, []);

    // A tick outside the video API's scopes is no choice the form offered: it is dropped. The key as a browser
    // posts it (CRLF), indented as when copied from an email.
    const pasted = publicPem.replace(/^/gm, '    ').replace(/\n/g, '\r\n');
    const added = await post({ key: pasted, scope: [SCOPES.videoReadonly, SCOPES.calendar] });
    assert.equal(added.status, 303);
    const id = /^\/admin\/clients\?added=(label-uploads-[0-9a-f]{8})#top$/.exec(
      added.headers.get('Location') ?? '',
    )?.[1];
    assert.ok(id !== undefined, added.headers.get('Location') ?? 'no Location');
    const listed = await admin.get(`/admin/clients?added=${id}`);
    assert.match(
      listed.text,
      new RegExp(`Registered Label uploads \\(client_id ${id}\\)\\. .*: there is no secret\\.`),
    );
    assert.match(listed.text, /Service account \(signs with its own key\)/);
    assert.doesNotMatch(listed.text, /Rotate secret of Label uploads/);
    assert.match(listed.text, new RegExp(`<td>${root}</td>\\s*<td>added client Label uploads \\(${id}\\)`));
    assert.deepEqual((await d.run('list-clients')).lines, [
      `${id}\tservice\tLabel uploads\t-\t${SCOPES.videoReadonly}`,
    ]);
    const answer = await tokenFor(d, id, privateKey);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.scope, SCOPES.videoReadonly);
  } finally {
    await d.close();
  }
});
