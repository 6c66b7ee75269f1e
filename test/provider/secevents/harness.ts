/**
 * Security event tests' fixtures (docs/identity.md#security-event-tokens): a provider with a ManualClock,
 * receiver credentials, stream configuration, sign-ins for a chosen client, the JWKS as a verifier, and a
 * loopback push receiver whose answers the test scripts.
 */
import { DEMO_ADMIN, DEMO_USERS } from '../../../src/provider/oauth/demo.ts';
import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLocalJWKSet, type JWTVerifyGetKey } from 'jose';
import { Harness, type Answer } from '../oauth/harness.ts';
import { issueReceiverCredential } from '../../../src/provider/secevents/credential.ts';
import { EVENT_TYPE_URIS } from '../../../src/provider/secevents/services/set-claims.ts';
import { POLL_METHOD, PUSH_METHOD } from '../../../src/provider/secevents/services/transmitter.ts';
import { DEVICE_CODE_GRANT_TYPE } from '../../../src/shared/wire/oauth.ts';
import type { Settings } from '../../../src/provider/settings.ts';
import type { ManualClock } from '../../../src/provider/clock.ts';
import type { SharedStore } from '../shared-store.ts';

export { EVENT_TYPE_URIS, POLL_METHOD, PUSH_METHOD };
export const STREAM = '/secevents/v1/stream';
export const STATUS = '/secevents/v1/status';
export const POLL = '/secevents/v1/poll';

/** The demo clients and their secrets (README, "Demo data"). */
export const SECRETS: Record<string, string> = {
  'demo-tv': 'demo-tv-secret',
  'demo-internal': 'demo-internal-secret',
  'demo-web': 'demo-web-secret',
};

export class SetHarness {
  private constructor(readonly h: Harness) {}

  /** `shared`: a store another provider uses too, at once or before (test/provider/shared-store.ts). */
  static async start(
    settings: Partial<Settings> = {},
    shared?: { store: SharedStore; clock: ManualClock },
  ): Promise<SetHarness> {
    // No resource API is needed here: only the authorization server and the transmitter start.
    return new SetHarness(await Harness.start({ modules: [], ...settings }, shared?.clock, shared?.store));
  }

  get origin(): string {
    return this.h.origin;
  }

  get provider(): Harness['provider'] {
    return this.h.provider;
  }

  close(): Promise<void> {
    return this.h.close();
  }

  /** What `issue-receiver-credential <clientId>` prints as the credential. */
  async credential(clientId: string): Promise<string> {
    const credential = await issueReceiverCredential(this.provider, clientId, this.h.clock.now());
    assert.ok(credential !== undefined);
    return credential;
  }

  /** A demo person's account id (the oauth tables may be on PostgreSQL, so not read here). */
  accountId(email = 'alice@example.com'): string {
    const person = [DEMO_USERS.alice, DEMO_USERS.bob, DEMO_ADMIN].find((p) => p.email === email);
    assert.ok(person !== undefined, email);
    return person.id;
  }

  /** A JSON request to the transmitter; `auth` is the whole Authorization header. */
  async call(method: string, path: string, options: { auth?: string; body?: unknown } = {}): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.auth !== undefined) headers['Authorization'] = options.auth;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(this.origin + path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  }

  /** A stream for `clientId`, configured; returns its credential. */
  async stream(
    clientId: string,
    delivery: { method: string; endpoint_url?: string } = { method: POLL_METHOD },
    events: readonly string[] = EVENT_TYPE_URIS,
  ): Promise<string> {
    const credential = await this.credential(clientId);
    const answer = await this.call('POST', STREAM, {
      auth: `Bearer ${credential}`,
      body: { delivery, events_requested: events },
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return credential;
  }

  /** One poll of a stream; `ack` acknowledges. */
  async poll(
    credential: string,
    body: Record<string, unknown> = {},
  ): Promise<{ sets: Record<string, string>; moreAvailable: boolean }> {
    const answer = await this.call('POST', POLL, { auth: `Bearer ${credential}`, body });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as { sets: Record<string, string>; moreAvailable: boolean };
  }

  /** Alice (or as told) approves a code of `clientId` and the device collects its tokens. */
  async signIn(
    clientId: string,
    email = 'alice@example.com',
    password = 'alice',
  ): Promise<{ access_token: string; refresh_token: string }> {
    const code = await this.h.requestCode('openid', clientId);
    const page = await this.h.browser().approve(code.user_code, { email, password });
    assert.equal(page.status, 303, page.text);
    this.h.wait(code.interval);
    const answer = await this.h.form('/token', {
      client_id: clientId,
      client_secret: SECRETS[clientId] ?? '',
      device_code: code.device_code,
      grant_type: DEVICE_CODE_GRANT_TYPE,
    });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as { access_token: string; refresh_token: string };
  }

  /** The provider's published keys, as a verifier. */
  async keys(): Promise<JWTVerifyGetKey> {
    const answer = await this.call('GET', '/.well-known/jwks.json');
    return createLocalJWKSet(answer.body as Parameters<typeof createLocalJWKSet>[0]);
  }

  /** Raises an event and waits for the transmitter to record (and try to push) it. */
  async raise(event: Parameters<Harness['provider']['securityEvents']['raise']>[0]): Promise<void> {
    this.provider.securityEvents.raise(event);
    await this.provider.transmitter.settled();
  }

  /** Moves the clock, then runs the retries due. */
  async later(ms: number): Promise<void> {
    this.h.clock.advance(ms);
    await this.provider.transmitter.deliverDue();
  }

  now(): number {
    return this.h.clock.now();
  }
}

export interface Post {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A push receiver on loopback: answers each post with the next status of `script` (the last one repeats),
 * or hands the post to `handle`.
 */
export async function startPushReceiver(script: readonly number[]): Promise<{
  url: string;
  origin: string;
  posts: Post[];
  close(): Promise<void>;
}> {
  const posts: Post[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      posts.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = script[Math.min(posts.length, script.length) - 1] ?? 202;
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/events`,
    origin,
    posts,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
