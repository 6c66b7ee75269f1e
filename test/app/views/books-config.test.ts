// The books view's `booksPublicUserId` comes from config.json through the config context: checked once at
// start with the rest of the file, never read a second time by the view.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { LitElement } from 'lit';
import { customElement } from 'lit/decorators.js';
import { ContextProvider } from '@lit/context';
import { configContext, sessionContext } from '../../../src/app/contexts.ts';
import { apiContext, createApiClients } from '../../../src/app/api/api-context.ts';
import { parseAppConfig } from '../../../src/app/config/app-config.ts';
import { refusalWords } from '../support/config-problem.ts';
import type { Endpoints } from '../../../src/app/config/discovery.ts';
import type { Session } from '../../../src/app/auth/session.ts';
import { FakeFetch } from '../support/fake-fetch.ts';
import '../../../src/app/views/books/tv-books.ts';

const BASE = {
  discovery: 'http://provider.test/.well-known/openid-configuration',
  clientId: 'demo-tv',
  clientSecret: 'demo-tv-secret',
  scopes: ['openid'],
};
const ENDPOINTS: Endpoints = {
  deviceAuthorization: '',
  token: '',
  revocation: '',
  issuer: 'http://p.test',
  scopesSupported: [],
};

@customElement('books-config-shell')
class BooksConfigShell extends LitElement {
  readonly config = new ContextProvider(this, { context: configContext });
  readonly session = new ContextProvider(this, { context: sessionContext });
  readonly api = new ContextProvider(this, { context: apiContext });
  override render() {
    return html`<slot></slot>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'books-config-shell': BooksConfigShell;
  }
}

describe('booksPublicUserId', () => {
  it('is kept when it is a user id, and left out when config.json has none', () => {
    expect(parseAppConfig({ ...BASE, booksPublicUserId: 'reader.1001' }).booksPublicUserId).to.equal(
      'reader.1001',
    );
    expect(parseAppConfig(BASE)).to.not.have.property('booksPublicUserId');
  });

  for (const bad of [1001, '', 'two words', 'x'.repeat(129), null]) {
    it(`is refused in words when it is ${JSON.stringify(bad)}`, () => {
      expect(refusalWords({ ...BASE, booksPublicUserId: bad })).to.equal(
        'config.json "booksPublicUserId" must be a user id of 1 to 128 letters, digits or ._@- (or left out).',
      );
    });
  }

  it("reaches the books view through the config context: that user's public shelves, no second read", async () => {
    const fake = new FakeFetch(() => ({ status: 200, body: { kind: 'books#bookshelves', items: [] } }));
    const realFetch = window.fetch.bind(window);
    const pageReads: string[] = [];
    window.fetch = (input: RequestInfo | URL) => {
      pageReads.push(input instanceof Request ? input.url : input.toString());
      return Promise.reject(new TypeError('no page reads in this test'));
    };
    try {
      const shell = await fixture<BooksConfigShell>(html`<books-config-shell></books-config-shell>`);
      const config = parseAppConfig({ ...BASE, apiBase: 'http://api.test', booksPublicUserId: '1001' });
      shell.config.setValue({ config, endpoints: ENDPOINTS });
      const session = { fetch: fake.fetch, grantsAny: () => false };
      shell.session.setValue({ session: session as unknown as Session, scopes: ['openid'] });
      shell.api.setValue(createApiClients(session, config));
      shell.appendChild(document.createElement('tv-books'));
      await waitUntil(() => fake.seen.length > 0, 'the shelves are asked for');
      expect(fake.seen[0]?.url).to.equal('http://api.test/books/v1/users/1001/bookshelves');
      expect(pageReads).to.deep.equal([]);
    } finally {
      window.fetch = realFetch;
    }
  });
});
