/**
 * A service account's side of the JWT bearer grant (RFC 7523 §2.1; docs/identity.md#service-accounts):
 * assertions made as Google's service accounts make them, signed with the demo service account's published
 * key or another, and the token request that carries one.
 */
import assert from 'node:assert/strict';
import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { clientsIn } from '../../../src/provider/oauth/clients/store/clients-store.ts';
import type { Harness } from './harness.ts';

export const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
export const DEMO_SERVICE = 'demo-service';

/** The demo service account's private key, published with the project: demo only. */
export const DEMO_SERVICE_KEY: KeyObject = createPrivateKey(
  readFileSync(new URL('./demo-only-service-key.pem', import.meta.url), 'utf8'),
);

/** A new RSA key pair: the private key, and the public one as SPKI PEM. */
export function rsaKeyPair(): { privateKey: KeyObject; publicPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

export interface AssertionOptions {
  key?: KeyObject;
  alg?: string;
  /** Replaces the defaults; a claim set to undefined is left out. */
  claims?: Record<string, unknown>;
}

/**
 * Claims as Google's client libraries write them (iss, scope, aud, iat, and exp an hour later) with the
 * demo service account's id and the video read scope, signed RS256 with its key.
 */
export async function assertion(h: Harness, options: AssertionOptions = {}): Promise<string> {
  const iat = Math.floor(h.clock.now() / 1000);
  const claims: Record<string, unknown> = {
    iss: DEMO_SERVICE,
    scope: SCOPES.videoReadonly,
    aud: tokenUrl(h),
    iat,
    exp: iat + 3600,
    ...options.claims,
  };
  const present = Object.fromEntries(Object.entries(claims).filter(([, value]) => value !== undefined));
  return new SignJWT(present)
    .setProtectedHeader({ alg: options.alg ?? 'RS256', typ: 'JWT' })
    .sign(options.key ?? DEMO_SERVICE_KEY);
}

/** The token endpoint's URL, the audience an assertion names. */
export const tokenUrl = (h: Harness): string => `${h.provider.settings.publicUrl}/token`;

/** POST /token with the grant and this assertion (and any other fields). */
export const exchange = (
  h: Harness,
  signed: string,
  more: Record<string, string> = {},
): ReturnType<Harness['form']> => h.form('/token', { grant_type: JWT_BEARER, assertion: signed, ...more });

/** A service token for the demo service account (or as `options` say); fails the test on anything but 200. */
export async function serviceToken(h: Harness, options: AssertionOptions = {}): Promise<string> {
  const answer = await exchange(h, await assertion(h, options));
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return (answer.body as { access_token: string }).access_token;
}

/** Registers another service client with a new key, as add-client --type service does; its id and key. */
export async function anotherServiceClient(
  h: Harness,
  name: string,
): Promise<{ id: string; key: KeyObject }> {
  const { privateKey, publicPem } = rsaKeyPair();
  const client = await clientsIn(h.provider.sql).registerService(
    { name, allowedScopes: null },
    publicPem,
    h.clock.now(),
  );
  return { id: client.id, key: privateKey };
}
