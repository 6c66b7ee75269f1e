// The words of a failed start (src/app/boot-words.ts), a chunk fetched only when a start fails: each problem
// keeps its own words and whether trying again may help.
import { expect } from '@open-wc/testing';
import { bootErrorOf } from '../../src/app/boot-words.ts';
import { ConfigError } from '../../src/app/config/app-config.ts';
import { DiscoveryError } from '../../src/app/config/discovery.ts';

describe('bootErrorOf', () => {
  it('says what config.json lacks, and that only whoever installed the app can fix it', () => {
    const error = bootErrorOf(new ConfigError({ kind: 'required', key: 'clientId' }));
    expect(error.message).to.equal('config.json needs "clientId" as a non-empty text value.');
    expect(error.next).to.equal('Whoever installed the app can fix config.json, then restart it.');
    expect(error.transient).to.equal(false);
  });

  it("says the provider's answer, and keeps whether trying again may help", () => {
    const busy = bootErrorOf(new DiscoveryError({ kind: 'http', status: 503, url: 'http://p.test/d' }, true));
    expect(busy.message).to.equal('The sign-in service answered with an error (HTTP 503).');
    expect(busy.transient).to.equal(true);
    const unreadable = bootErrorOf(
      new DiscoveryError({ kind: 'unreadable', detail: 'not JSON', url: 'http://p.test/d' }, false),
    );
    // An address that answers something else is config.json's mistake, said for whoever installed the app.
    expect(unreadable.message).to.equal(
      'config.json "discovery" (http://p.test/d) does not answer with a discovery document (not JSON): it must be the provider’s discovery address, ending in /.well-known/openid-configuration.',
    );
    expect(unreadable.next).to.equal('Whoever installed the app can fix config.json, then restart it.');
    expect(unreadable.transient).to.equal(false);
  });

  it('says the app could not start for anything else, and that trying again may help', () => {
    const error = bootErrorOf(new TypeError('boom'));
    expect(error.message).to.equal('The app could not start.');
    expect(error.transient).to.equal(true);
  });
});
