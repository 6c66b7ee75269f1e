/**
 * A device, a phone or an administrator talking to one replica over HTTP, from a client address of its own
 * (sent as X-Forwarded-For, which the replicas trust from loopback): the device flow's requests (RFC 8628),
 * refresh (RFC 6749 §6), revoke (RFC 7009) and the pages through PageBrowser.
 */
import assert from 'node:assert/strict';
import {
  DEVICE_CODE_GRANT_TYPE,
  parseDeviceCodeResponse,
  type DeviceCodeResponse,
} from '#shared/wire/oauth.ts';
import { administer, PageBrowser, signInThroughPages, type Page } from '../oauth/browser.ts';
import type { Answer } from '../oauth/harness.ts';

export const TV = { client_id: 'demo-tv', client_secret: 'demo-tv-secret' } as const;

export class ReplicaClient {
  constructor(
    readonly origin: string,
    /** The client address the replica is told (X-Forwarded-For). */
    readonly address: string,
  ) {}

  async form(path: string, fields: Record<string, string>): Promise<Answer> {
    const res = await fetch(this.origin + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': this.address },
      body: new URLSearchParams(fields).toString(),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  }

  async requestCode(scope: string): Promise<DeviceCodeResponse> {
    const answer = await this.form('/device/code', { client_id: TV.client_id, scope });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return parseDeviceCodeResponse(answer.body);
  }

  poll(deviceCode: string): Promise<Answer> {
    return this.form('/token', { ...TV, device_code: deviceCode, grant_type: DEVICE_CODE_GRANT_TYPE });
  }

  refresh(refreshToken: string): Promise<Answer> {
    return this.form('/token', { ...TV, refresh_token: refreshToken, grant_type: 'refresh_token' });
  }

  /** RFC 7009 with the token in the query string, as the public device-flow guide shows. */
  async revoke(token: string): Promise<Answer> {
    const res = await fetch(`${this.origin}/revoke?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'X-Forwarded-For': this.address },
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  }

  /** Status of a userinfo request with this access token (docs/identity.md#userinfo). */
  async userinfoStatus(accessToken: string): Promise<number> {
    const res = await fetch(`${this.origin}/userinfo`, {
      headers: { Authorization: `Bearer ${accessToken}`, 'X-Forwarded-For': this.address },
    });
    await res.arrayBuffer();
    return res.status;
  }

  /** A browser on this replica's pages, from this client's address. */
  browser(): PageBrowser {
    const browser = new PageBrowser(this.origin);
    browser.forwardedFor = this.address;
    return browser;
  }

  /** A browser signed in through the pages' sign-in as this person, on the page `next` names. */
  async signedInBrowser(email: string, password: string, next: 'account' | 'admin'): Promise<PageBrowser> {
    return signInThroughPages(this.browser(), email, password, next);
  }

  /** The demo administrator disables or enables an account on /admin, answering its question. */
  async administer(action: 'disable' | 'enable', accountId: string): Promise<Page> {
    return administer(await this.signedInBrowser('admin@example.com', 'admin', 'admin'), action, accountId);
  }
}
