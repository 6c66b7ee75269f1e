import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { ContextProvider } from '@lit/context';
import {
  NO_DIRECTORY,
  directoryAddress,
  loadApiDirectory,
  type ApiDirectory,
} from '../../../src/app/config/api-directory.ts';
import { directoryContext } from '../../../src/app/config/directory-context.ts';
import type { TvHome } from '../../../src/app/views/tv-home.ts';
import '../../../src/app/views/tv-home.ts';
import { FakeFetch } from '../support/fake-fetch.ts';

const ALL = [
  'calendar:v3',
  'fitness:v1',
  'books:v1',
  'video:v3',
  'realtimebidding:v1',
  'searchads:v2',
  'compute:v1',
];

const listing = (ids: readonly string[]) => ({
  kind: 'discovery#directoryList',
  discoveryVersion: 'v1',
  items: ids.map((id) => ({ kind: 'discovery#directoryItem', id, name: id.split(':')[0], preferred: true })),
});

/** Home under a parent that provides what the directory said, as the shell does. */
async function homeWith(directory: ApiDirectory): Promise<TvHome> {
  const parent = document.createElement('div');
  new ContextProvider(parent, { context: directoryContext, initialValue: directory });
  document.body.append(parent);
  return fixture<TvHome>(html`<tv-home></tv-home>`, { parentNode: parent });
}

const tiles = (home: TvHome): string[] =>
  [...home.shadowRoot!.querySelectorAll('nav button')].map((b) => b.textContent.trim());

async function readDirectory(answer: ConstructorParameters<typeof FakeFetch>[0]) {
  const fake = new FakeFetch(answer);
  const directory = await loadApiDirectory(
    directoryAddress({ apiBase: 'http://provider.test/base' }),
    fake.fetch,
  );
  return { directory, fake };
}

describe('home from the API directory', () => {
  it('shows every tile, Ads included, when the directory lists every API (one request, no token)', async () => {
    const { directory, fake } = await readDirectory(() => ({ status: 200, body: listing(ALL) }));
    expect(fake.seen.map((r) => r.url)).to.deep.equal(['http://provider.test/explorey/v1/apis']);
    expect(fake.seen[0]?.headers.has('Authorization')).to.equal(false);
    const home = await homeWith(directory);
    expect(tiles(home)).to.deep.equal(['Calendar', 'Fitness', 'Books', 'Channels', 'Ads', 'Settings']);
  });

  it('shows only the tiles whose API is listed (and Settings, which needs none)', async () => {
    const { directory } = await readDirectory(() => ({
      status: 200,
      body: listing(['calendar:v3', 'video:v3']),
    }));
    expect(tiles(await homeWith(directory))).to.deep.equal(['Calendar', 'Channels', 'Settings']);
  });

  it('shows Ads when only one of its two APIs is listed', async () => {
    const { directory } = await readDirectory(() => ({ status: 200, body: listing(['searchads:v2']) }));
    expect(tiles(await homeWith(directory))).to.deep.equal(['Ads', 'Settings']);
  });

  it('keeps every tile when the provider has no directory (404, no answer, or not a list)', async () => {
    for (const answer of [{ status: 404, body: {} }, 'network-error' as const, { status: 200, body: [] }]) {
      const { directory } = await readDirectory(() => answer);
      expect(directory).to.deep.equal(NO_DIRECTORY);
      expect(tiles(await homeWith(directory))).to.deep.equal([
        'Calendar',
        'Fitness',
        'Books',
        'Channels',
        'Ads',
        'Settings',
      ]);
    }
  });

  it('keeps every tile when no directory was provided at all (a home tested alone)', async () => {
    const home = await fixture<TvHome>(html`<tv-home></tv-home>`);
    expect(tiles(home)).to.have.length(6);
  });
});
