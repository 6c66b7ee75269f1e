/**
 * The JWT bearer grant at POST /token (RFC 7523 §2.1; docs/identity.md#service-accounts), a row per rule:
 * what a good assertion gets, and the exact status and body of each refusal (RFC 7523 §3.1, RFC 6749 §5.2).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { Harness, TV } from './harness.ts';
import {
  anotherServiceClient,
  assertion,
  DEMO_SERVICE,
  exchange,
  rsaKeyPair,
  tokenUrl,
} from './service-account.ts';

let h: Harness;
before(async () => {
  h = await Harness.start();
});
after(() => h.close());

const refused = (status: number, error: string, description: string) => ({
  status,
  body: { error, error_description: description },
});

async function answerTo(signed: string, more: Record<string, string> = {}) {
  const { status, body } = await exchange(h, signed, more);
  return { status, body };
}

test('a good assertion gets an access token for its scopes, an hour long, without a refresh token', async () => {
  const scope = `${SCOPES.videoReadonly} ${SCOPES.videoPartner}`;
  const answer = await exchange(h, await assertion(h, { claims: { scope } }));
  assert.equal(answer.status, 200);
  assert.equal(answer.headers.get('Cache-Control'), 'no-store');
  const body = answer.body as Record<string, unknown>;
  assert.match(String(body.access_token), /^[\w-]{43}$/);
  assert.deepEqual(
    { ...body, access_token: 'token' },
    { access_token: 'token', expires_in: 3600, scope, token_type: 'Bearer' },
  );
});

test('a signature the registered key does not verify is invalid_grant', async () => {
  const description = "The assertion's signature does not verify with the service account's registered key.";
  const other = await assertion(h, { key: rsaKeyPair().privateKey });
  assert.deepEqual(await answerTo(other), refused(400, 'invalid_grant', description));
  // Changed after signing: the claims no longer match the signature.
  const [head, , signature] = (await assertion(h)).split('.');
  const widened = Buffer.from(JSON.stringify({ iss: DEMO_SERVICE, scope: SCOPES.video })).toString(
    'base64url',
  );
  assert.deepEqual(
    await answerTo(`${head}.${widened}.${signature}`),
    refused(400, 'invalid_grant', description),
  );
  // An algorithm the key does not sign with, "none" included, proves nothing.
  const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${(await assertion(h)).split('.')[1]}.`;
  assert.deepEqual(await answerTo(none), refused(400, 'invalid_grant', description));
});

test('an assertion for another audience than this token endpoint is invalid_grant', async () => {
  const elsewhere = await assertion(h, { claims: { aud: 'https://oauth2.example.com/token' } });
  assert.deepEqual(
    await answerTo(elsewhere),
    refused(400, 'invalid_grant', `The assertion's aud must be the token endpoint, ${tokenUrl(h)}.`),
  );
  const among = await assertion(h, { claims: { aud: ['https://other.example', tokenUrl(h)] } });
  assert.equal((await answerTo(among)).status, 200);
});

test('an expired assertion, and one that would live longer than an hour, are invalid_grant', async () => {
  const now = Math.floor(h.clock.now() / 1000);
  const expired = await assertion(h, { claims: { iat: now - 3600, exp: now - 61 } });
  assert.deepEqual(
    await answerTo(expired),
    refused(400, 'invalid_grant', 'The assertion has expired (exp): sign a new one.'),
  );
  const long =
    'The assertion may live at most 3600 seconds: exp must be after iat and no more than that after it.';
  for (const exp of [now + 3601, now]) {
    assert.deepEqual(
      await answerTo(await assertion(h, { claims: { exp } })),
      refused(400, 'invalid_grant', long),
    );
  }
  const future = await assertion(h, { claims: { iat: now + 120, exp: now + 600 } });
  assert.deepEqual(
    await answerTo(future),
    refused(400, 'invalid_grant', "The assertion's iat is in the future: check the service's clock."),
  );
  // Within a minute of either edge the service's clock is forgiven (RFC 7523 §3 items 4 and 5).
  assert.equal(
    (await answerTo(await assertion(h, { claims: { iat: now + 30, exp: now + 600 } }))).status,
    200,
  );
});

test('an issuer that is no client, none at all, or no JWT is invalid_grant', async () => {
  assert.deepEqual(
    await answerTo(await assertion(h, { claims: { iss: 'nobody' } })),
    refused(400, 'invalid_grant', "No service account has the client_id the assertion's iss names."),
  );
  assert.deepEqual(
    await answerTo(await assertion(h, { claims: { iss: undefined } })),
    refused(
      400,
      'invalid_grant',
      "The assertion has no iss claim: it names the service account's client_id.",
    ),
  );
  assert.deepEqual(
    await answerTo('not.a-jwt'),
    refused(400, 'invalid_grant', 'The assertion is not a JWT in compact serialization.'),
  );
  assert.deepEqual(
    await h
      .form('/token', { grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer' })
      .then(({ status, body }) => ({
        status,
        body,
      })),
    refused(400, 'invalid_request', 'assertion is required.'),
  );
});

test('a scope the client may not have, outside the service scopes, or none is invalid_scope', async () => {
  assert.deepEqual(
    await answerTo(
      await assertion(h, { claims: { scope: `${SCOPES.videoReadonly} ${SCOPES.videoUpload}` } }),
    ),
    refused(400, 'invalid_scope', `Not allowed for this client: ${SCOPES.videoUpload}`),
  );
  assert.deepEqual(
    await answerTo(await assertion(h, { claims: { scope: `${SCOPES.calendarReadonly} openid` } })),
    refused(400, 'invalid_scope', `Not allowed for a service account: ${SCOPES.calendarReadonly} openid`),
  );
  assert.deepEqual(
    await answerTo(await assertion(h, { claims: { scope: undefined } })),
    refused(
      400,
      'invalid_scope',
      'The assertion names no scope: its scope claim lists them, space separated.',
    ),
  );
  // RFC 7521 §4.1's scope parameter serves when the claim is left out, but not beside it.
  const noClaim = await assertion(h, { claims: { scope: undefined } });
  assert.equal((await answerTo(noClaim, { scope: SCOPES.videoReadonly })).status, 200);
  assert.deepEqual(
    await answerTo(await assertion(h), { scope: SCOPES.videoReadonly }),
    refused(400, 'invalid_request', "Send scope in the assertion's scope claim or as a parameter, not both."),
  );
});

test('an assertion with a jti is used once; one without may be sent again until it expires', async () => {
  const once = await assertion(h, { claims: { jti: 'a7c1d0e2-request-1' } });
  assert.equal((await answerTo(once)).status, 200);
  assert.deepEqual(
    await answerTo(once),
    refused(400, 'invalid_grant', 'This assertion was used already (its jti): sign a new one.'),
  );
  const other = await anotherServiceClient(h, 'Other label');
  const sameIdElsewhere = await assertion(h, {
    key: other.key,
    claims: { iss: other.id, jti: 'a7c1d0e2-request-1', scope: SCOPES.video },
  });
  assert.equal((await answerTo(sameIdElsewhere)).status, 200);

  const withoutId = await assertion(h, { claims: { exp: Math.floor(h.clock.now() / 1000) + 600 } });
  assert.equal((await answerTo(withoutId)).status, 200);
  assert.equal((await answerTo(withoutId)).status, 200);
  h.wait(661);
  assert.deepEqual(
    await answerTo(withoutId),
    refused(400, 'invalid_grant', 'The assertion has expired (exp): sign a new one.'),
  );
});

test('a client of another type cannot use the grant: invalid_client, with or without its secret', async () => {
  assert.deepEqual(
    await answerTo(await assertion(h), TV),
    refused(
      401,
      'invalid_client',
      'Only a service account may use this grant, with its assertion alone: no client_id or client_secret.',
    ),
  );
  assert.deepEqual(
    await answerTo(await assertion(h, { claims: { iss: 'demo-tv' } })),
    refused(
      401,
      'invalid_client',
      'demo-tv is not a service account: only service clients may use the JWT bearer grant.',
    ),
  );
  // And a service client has no secret to poll or refresh with.
  const polled = await h.form('/token', {
    client_id: DEMO_SERVICE,
    client_secret: '',
    grant_type: 'refresh_token',
    refresh_token: 'x',
  });
  assert.equal(polled.status, 401);
});

test('sub may only name the service account itself: it acts for no person', async () => {
  assert.equal((await answerTo(await assertion(h, { claims: { sub: DEMO_SERVICE } }))).status, 200);
  assert.deepEqual(
    await answerTo(await assertion(h, { claims: { sub: 'alice@example.com' } })),
    refused(
      400,
      'invalid_grant',
      "The assertion's sub may only name the service account itself: a service account acts for no person here.",
    ),
  );
});

test('discovery lists the grant among grant_types_supported', async () => {
  const doc = (await (await fetch(`${h.origin}/.well-known/openid-configuration`)).json()) as {
    grant_types_supported: string[];
  };
  assert.ok(doc.grant_types_supported.includes('urn:ietf:params:oauth:grant-type:jwt-bearer'));
});
