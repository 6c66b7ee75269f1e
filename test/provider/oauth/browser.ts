/**
 * A small form-driving browser for the provider's pages: keeps the session cookie, reads the CSRF token
 * from the last page, and posts forms the way a browser would (without following redirects, so tests
 * see each 303).
 */
import assert from 'node:assert/strict';

export interface Page {
  status: number;
  headers: Headers;
  text: string;
  /** The CSRF token of the page's forms, if it has any. */
  csrf: string | undefined;
  /** The grant a consent page's forms are bound to, if it shows one. */
  grant: string | undefined;
  /** The consent page's proof that this browser was shown that grant. */
  shown: string | undefined;
}

export class PageBrowser {
  cookie: string | undefined;
  last: Page | undefined;
  /** Sent as X-Forwarded-For, for a provider that trusts the test as its proxy. */
  forwardedFor: string | undefined;
  /** Sent as Accept-Language, as a phone set to that language does. */
  language: string | undefined;

  constructor(readonly origin: string) {}

  private async request(path: string, init: RequestInit): Promise<Page> {
    const headers = new Headers(init.headers);
    if (this.cookie !== undefined) headers.set('Cookie', this.cookie);
    if (this.forwardedFor !== undefined) headers.set('X-Forwarded-For', this.forwardedFor);
    if (this.language !== undefined) headers.set('Accept-Language', this.language);
    const res = await fetch(this.origin + path, { ...init, headers, redirect: 'manual' });
    const setCookie = res.headers.get('Set-Cookie');
    if (setCookie !== null) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = /=$/.test(pair) || /Max-Age=0/i.test(setCookie) ? undefined : pair;
    }
    const text = await res.text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(text)?.[1];
    const grant = /name="grant" value="([^"]+)"/.exec(text)?.[1];
    const shown = /name="shown" value="([^"]+)"/.exec(text)?.[1];
    const page = { status: res.status, headers: res.headers, text, csrf, grant, shown };
    if (csrf !== undefined) this.last = page;
    return page;
  }

  get(path: string): Promise<Page> {
    return this.request(path, { method: 'GET' });
  }

  /**
   * Posts a form; `csrf` (and on consent, the hidden `grant` and `shown`) come from the last page that had one unless the
   * fields give them, as a browser sends a form's hidden fields.
   */
  post(path: string, fields: Record<string, string | string[]>): Promise<Page> {
    const body = new URLSearchParams();
    const csrf = this.last?.csrf;
    if (!('csrf' in fields) && csrf !== undefined) body.append('csrf', csrf);
    const grant = this.last?.grant;
    if (path === '/device/consent' && !('grant' in fields) && grant !== undefined)
      body.append('grant', grant);
    const shown = this.last?.shown;
    if (path === '/device/consent' && !('shown' in fields) && shown !== undefined)
      body.append('shown', shown);
    for (const [name, value] of Object.entries(fields)) {
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    }
    return this.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
  }

  /**
   * The whole journey of a person on the verification page: enter the code, sign in, then allow (all or
   * the given scopes), deny, or give up under a policy ("Don't connect"). Returns the final page, or the
   * first page that did not load.
   */
  async approve(
    userCode: string,
    options: {
      email?: string;
      password?: string;
      decision?: 'allow' | 'deny' | 'give_up';
      scopes?: string[];
    } = {},
  ): Promise<Page> {
    // A page that did not load has no form to send: its answer is the journey's.
    const opened = await this.get('/device');
    if (opened.status !== 200) return opened;
    const entered = await this.post('/device', { user_code: userCode });
    if (entered.status !== 303) return entered;
    if (entered.headers.get('Location') === '/device/signin') {
      const signInPage = await this.get('/device/signin');
      if (signInPage.status !== 200) return signInPage;
      const signedIn = await this.post('/device/signin', {
        email: options.email ?? 'alice@example.com',
        password: options.password ?? 'alice',
        next: 'device',
      });
      if (signedIn.status !== 303) return signedIn;
    }
    const consent = await this.get('/device/consent');
    if (consent.status !== 200) return consent;
    const offered = [...consent.text.matchAll(/name="scope" value="([^"]+)"/g)].map((m) => m[1] ?? '');
    return this.post('/device/consent', {
      decision: options.decision ?? 'allow',
      scope: options.scopes ?? offered,
    });
  }
}

/** Expect the page to be a 303 to `to`. */
export function expectRedirect(page: Page, to: string): void {
  assert.equal(page.status, 303, page.text);
  assert.equal(page.headers.get('Location'), to);
}

/** Signs `browser` in through the pages' sign-in as this person, then opens the page `next` names. */
export async function signInThroughPages(
  browser: PageBrowser,
  email: string,
  password: string,
  next: 'account' | 'admin',
): Promise<PageBrowser> {
  await browser.get(`/device/signin?next=${next}`);
  const signedIn = await browser.post('/device/signin', { email, password, next });
  assert.equal(signedIn.status, 303, `sign-in as ${email}: ${signedIn.text}`);
  assert.equal(signedIn.headers.get('Location'), `/${next}`);
  await browser.get(`/${next}`);
  return browser;
}

/** The demo administrator, signed in on `admin`, disables or enables an account, answering /admin's question. */
export async function administer(
  admin: PageBrowser,
  action: 'disable' | 'enable',
  accountId: string,
): Promise<Page> {
  await admin.get(`/admin/${action}?account=${accountId}`);
  return admin.post(`/admin/${action}`, { account: accountId });
}
