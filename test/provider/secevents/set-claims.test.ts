/**
 * What a SET says and how a receiver checks it (docs/identity.md#security-event-tokens): the transmitter's
 * configuration, every claim of a SET verified through the published JWKS, and the receiver package's
 * refusals (issuer, audience, signature, typ, freshness) on its own injected clock.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  createLocalJWKSet,
  decodeProtectedHeader,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from 'jose';
import { SetHarness, POLL_METHOD, PUSH_METHOD } from './harness.ts';
import { verifySet, SetError, type SetCheck } from '../../../src/set-receiver/index.ts';
import { EVENT_TYPES } from '../../../src/provider/secevents/services/set-claims.ts';

describe('SET claims', () => {
  let t: SetHarness;
  let alice: string;
  let credential: string;

  before(async () => {
    t = await SetHarness.start();
    alice = t.accountId();
    credential = await t.stream('demo-tv');
    await t.signIn('demo-tv');
  });
  after(() => t.close());

  const oneSet = async (): Promise<string> => {
    const { sets } = await t.poll(credential);
    const jwts = Object.values(sets);
    assert.equal(jwts.length, 1);
    await t.poll(credential, { ack: Object.keys(sets), maxEvents: 0 });
    return jwts[0]!;
  };

  test('the transmitter configuration names the issuer, keys, delivery methods and endpoints', async () => {
    const answer = await t.call('GET', '/.well-known/risc-configuration');
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body, {
      issuer: t.origin,
      jwks_uri: `${t.origin}/.well-known/jwks.json`,
      delivery_methods_supported: [PUSH_METHOD, POLL_METHOD],
      configuration_endpoint: `${t.origin}/secevents/v1/stream`,
      status_endpoint: `${t.origin}/secevents/v1/status`,
    });
    // An API path: another origin may read it.
    const cors = await fetch(`${t.origin}/.well-known/risc-configuration`, {
      headers: { Origin: 'https://rp.example' },
    });
    assert.equal(cors.headers.get('Access-Control-Allow-Origin'), 'https://rp.example');
  });

  test('every claim, and the signature through the JWKS', async () => {
    t.provider.securityEvents.raise({
      kind: 'token-revoked',
      accountId: alice,
      clientId: 'demo-tv',
      devices: 2,
      at: t.now() - 5000,
    });
    await t.provider.transmitter.settled();
    const jwt = await oneSet();

    const header = decodeProtectedHeader(jwt);
    assert.equal(header.typ, 'secevent+jwt');
    assert.equal(header.alg, 'ES256');
    const jwks = (await t.call('GET', '/.well-known/jwks.json')).body as { keys: { kid: string }[] };
    assert.equal(header.kid, jwks.keys[0]?.kid);

    const { payload } = await jwtVerify(jwt, await t.keys(), {
      issuer: t.origin,
      audience: 'demo-tv',
      typ: 'secevent+jwt',
      currentDate: new Date(t.now()),
    });
    assert.deepEqual(Object.keys(payload).sort(), ['aud', 'events', 'iat', 'iss', 'jti', 'sub_id', 'toe']);
    assert.match(String(payload.jti), /^[\w-]{22}$/);
    assert.equal(payload.iat, Math.floor(t.now() / 1000));
    assert.equal(payload['toe'], Math.floor((t.now() - 5000) / 1000));
    const subject = { format: 'iss_sub', iss: t.origin, sub: alice };
    assert.deepEqual(payload['sub_id'], subject);
    assert.deepEqual(payload['events'], {
      [EVENT_TYPES['token-revoked']]: { subject, client_id: 'demo-tv', devices: 2 },
    });
    assert.equal(payload.exp, undefined);
  });

  test('a stream may ask for the subject by email instead', async () => {
    const answer = await t.call('POST', '/secevents/v1/stream', {
      auth: `Bearer ${credential}`,
      body: {
        delivery: { method: POLL_METHOD },
        events_requested: [EVENT_TYPES['sessions-revoked']],
        format: 'email',
      },
    });
    assert.equal(answer.status, 200);
    await t.raise({ kind: 'sessions-revoked', accountId: alice, at: t.now() });
    const set = await verifySet(await oneSet(), {
      issuer: t.origin,
      audience: 'demo-tv',
      keys: await t.keys(),
      clock: t.h.clock,
    });
    assert.deepEqual(set.subject, { format: 'email', email: 'alice@example.com' });
    assert.equal(set.eventType, EVENT_TYPES['sessions-revoked']);
  });

  describe('the receiver package refuses what it must', () => {
    let jwt: string;
    let check: SetCheck;
    before(async () => {
      await t.call('POST', '/secevents/v1/stream', {
        auth: `Bearer ${credential}`,
        body: { delivery: { method: POLL_METHOD }, events_requested: [EVENT_TYPES['account-disabled']] },
      });
      await t.raise({ kind: 'account-disabled', accountId: alice, at: t.now() });
      jwt = await oneSet();
      check = {
        issuer: t.origin,
        audience: 'demo-tv',
        keys: await t.keys(),
        clock: t.h.clock,
        maxAgeSeconds: 600,
      };
    });

    const refusedWith = async (code: string, token: string, changes: Partial<SetCheck> = {}) => {
      await assert.rejects(verifySet(token, { ...check, ...changes }), (err: unknown) => {
        assert.ok(err instanceof SetError);
        assert.equal(err.err, code, err.message);
        return true;
      });
    };

    test('a good SET passes, with its one event', async () => {
      const set = await verifySet(jwt, check);
      assert.equal(set.eventType, EVENT_TYPES['account-disabled']);
      assert.equal(set.aud, 'demo-tv');
    });

    test('another issuer, another audience', async () => {
      await refusedWith('invalid_issuer', jwt, { issuer: 'https://elsewhere.example' });
      await refusedWith('invalid_audience', jwt, { audience: 'demo-internal' });
    });

    test('a signature no published key makes, and a JWT that is not typed as a SET', async () => {
      const { privateKey } = await generateKeyPair('ES256');
      const payload = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const kid = decodeProtectedHeader(jwt).kid!;
      const forged = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'ES256', kid, typ: 'secevent+jwt' })
        .sign(privateKey);
      await refusedWith('invalid_key', forged);
      const { publicKey, privateKey: own } = await generateKeyPair('ES256');
      const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(publicKey)), kid: 'k' }] });
      const idToken = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'ES256', kid: 'k', typ: 'JWT' })
        .sign(own);
      await refusedWith('invalid_request', idToken, { keys });
      const twoEvents = await new SignJWT({ ...payload, events: { a: {}, b: {} } })
        .setProtectedHeader({ alg: 'ES256', kid: 'k', typ: 'secevent+jwt' })
        .sign(own);
      await refusedWith('invalid_request', twoEvents, { keys });
    });

    test('freshness on the receiver clock: too old, or from the future', async () => {
      const clock = { now: () => t.now() + 601_000 + 60_000 };
      await refusedWith('invalid_request', jwt, { clock });
      await refusedWith('invalid_request', jwt, { clock: { now: () => t.now() - 61_000 } });
      await verifySet(jwt, { ...check, clock: { now: () => t.now() + 599_000 } });
    });
  });
});
