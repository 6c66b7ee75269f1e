/**
 * A browser for a sign-in that crosses two sites, this provider and the organization's identity provider:
 * cookies kept per host (names and values; a page sets few), forms posted as a browser posts them, and
 * redirects followed one at a time, each address kept, so a test can replay one. The provider's public URL
 * is sent to where it listens.
 */
import assert from 'node:assert/strict';

export interface Visit {
  url: string;
  status: number;
  location: string | null;
  text: string;
}

export class TwoSiteBrowser {
  readonly cookies = new Map<string, Map<string, string>>();
  readonly history: Visit[] = [];

  constructor(
    private readonly publicUrl: string,
    private readonly origin: string,
  ) {}

  #target(url: string): URL {
    return new URL(url.startsWith(this.publicUrl) ? this.origin + url.slice(this.publicUrl.length) : url);
  }

  async request(url: string, init: RequestInit = {}): Promise<Visit> {
    const target = this.#target(url);
    const jar = this.cookies.get(target.host) ?? new Map<string, string>();
    this.cookies.set(target.host, jar);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const res = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get('Location');
    const visit = {
      url: target.href,
      status: res.status,
      location: location === null ? null : new URL(location, target).href,
      text: await res.text(),
    };
    this.history.push(visit);
    return visit;
  }

  /** GETs `url` and follows redirects to the page that answers. */
  async follow(url: string): Promise<Visit> {
    let visit = await this.request(url);
    for (let hops = 0; visit.location !== null && visit.status >= 300 && visit.status < 400; hops++) {
      assert.ok(hops < 20, `too many redirects from ${url}`);
      visit = await this.request(visit.location);
    }
    return visit;
  }

  /** Posts the page's first form (its action, its hidden fields, then `fields`) and follows the answer. */
  async submit(page: Visit, fields: Record<string, string | string[]>): Promise<Visit> {
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(page.text);
    const action = form?.[1];
    assert.ok(action !== undefined, `no form on ${page.url}: ${page.text.slice(0, 300)}`);
    const body = new URLSearchParams();
    for (const hidden of (form?.[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)) {
      if (!((hidden[1] ?? '') in fields)) body.append(hidden[1] ?? '', hidden[2] ?? '');
    }
    for (const [name, value] of Object.entries(fields)) {
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
    }
    const posted = await this.request(new URL(action.replace(/&amp;/g, '&'), page.url).href, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    return posted.location === null ? posted : this.follow(posted.location);
  }
}
