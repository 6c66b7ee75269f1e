/** A real provider on port 0 with a ManualClock, and the device's side of the device flow (docs/provider.md) as small calls. */
import assert from 'node:assert/strict';
import { startProvider, type RunningProvider } from '../../../src/provider/server.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import type { Settings } from '../../../src/provider/settings.ts';
import {
  DEVICE_CODE_GRANT_TYPE,
  parseDeviceCodeResponse,
  type DeviceCodeResponse,
} from '../../../src/shared/wire/oauth.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { administer, PageBrowser, signInThroughPages, type Page } from './browser.ts';
import { storeUnderTest } from '../store-under-test.ts';
import { allowEveryScope } from './every-scope.ts';
import type { SharedStore } from '../shared-store.ts';

export const TV = { client_id: 'demo-tv', client_secret: 'demo-tv-secret' } as const;
export const VIDEO_SCOPE = SCOPES.videoReadonly;
/** Password hashing at N = 2^10: the tests sign in often, and the default cost is tested on its own. */
export const TEST_SCRYPT_COST = 10;

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export class Harness {
  readonly clock: ManualClock;

  private constructor(
    readonly provider: RunningProvider,
    clock: ManualClock,
  ) {
    this.clock = clock;
  }

  /** `shared`: a store other providers use too (test/provider/shared-store.ts); a fresh one otherwise. */
  static async start(
    settings: Partial<Settings> = {},
    clock = new ManualClock(),
    shared?: SharedStore,
  ): Promise<Harness> {
    const provider = await startProvider({
      settings: {
        port: 0,
        dbPath: shared?.dbPath ?? ':memory:',
        scryptCost: TEST_SCRYPT_COST,
        // The tests sign in as the README's demo people (PROVIDER_DEMO=1, said out loud).
        demo: true,
        ...settings,
      },
      clock,
      sql: shared === undefined ? await storeUnderTest() : shared.sql(),
    });
    return new Harness(provider, clock);
  }

  get origin(): string {
    return this.provider.origin;
  }

  close(): Promise<void> {
    return this.provider.close();
  }

  browser(): PageBrowser {
    return new PageBrowser(this.origin);
  }

  /**
   * Lets a demo client be granted every scope, as an administrator would register another app: the demo
   * clients may ask only for what the TV app asks for (docs/identity.md#clients), and some tests act as
   * apps that write calendars or upload videos.
   */
  async allowEveryScope(clientId = 'demo-tv'): Promise<void> {
    await allowEveryScope(this.provider.sql, clientId, this.clock.now());
  }

  /** Advances the injected clock by whole seconds. */
  wait(seconds: number): void {
    this.clock.advance(seconds * 1000);
  }

  async form(
    path: string,
    fields: Record<string, string> | string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const body = typeof fields === 'string' ? fields : new URLSearchParams(fields).toString();
    const res = await fetch(this.origin + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  }

  async requestCode(scope = `openid ${VIDEO_SCOPE}`, clientId = 'demo-tv'): Promise<DeviceCodeResponse> {
    const answer = await this.form('/device/code', { client_id: clientId, scope });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return parseDeviceCodeResponse(answer.body);
  }

  poll(deviceCode: string, client: { client_id: string; client_secret: string } = TV): Promise<Answer> {
    return this.form('/token', { ...client, device_code: deviceCode, grant_type: DEVICE_CODE_GRANT_TYPE });
  }

  refresh(refreshToken: string, client: { client_id: string; client_secret: string } = TV): Promise<Answer> {
    return this.form('/token', { ...client, refresh_token: refreshToken, grant_type: 'refresh_token' });
  }

  /** Status of a channels request with this access token (a resource needing a video scope). */
  async resourceStatus(accessToken: string): Promise<number> {
    const res = await fetch(`${this.origin}/video/v3/channels?part=id&mine=true`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    await res.arrayBuffer();
    return res.status;
  }

  /** Status of a userinfo request with this access token. */
  async userinfoStatus(accessToken: string): Promise<number> {
    const res = await fetch(`${this.origin}/userinfo`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    await res.arrayBuffer();
    return res.status;
  }

  /**
   * A browser signed in as this person through the pages' sign-in, on the page `next` names (the account
   * page or the administration page), which it has loaded.
   */
  async signedInBrowser(
    email: string,
    password: string,
    next: 'account' | 'admin' = 'account',
  ): Promise<PageBrowser> {
    return signInThroughPages(this.browser(), email, password, next);
  }

  /** The demo administrator disables or enables an account on /admin, answering its question: the last page. */
  async administer(action: 'disable' | 'enable', accountId: string): Promise<Page> {
    return administer(await this.signedInBrowser('admin@example.com', 'admin', 'admin'), action, accountId);
  }

  /** A code approved by alice (or as told) and polled once: the token response body. */
  async signedIn(
    options: { scope?: string; email?: string; password?: string } = {},
  ): Promise<{ access_token: string; refresh_token: string; scope: string }> {
    const code = await this.requestCode(options.scope);
    const page = await this.browser().approve(code.user_code, options);
    assert.equal(page.status, 303, page.text);
    this.wait(code.interval);
    const answer = await this.poll(code.device_code);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body as { access_token: string; refresh_token: string; scope: string };
  }
}
