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
    const busy = bootErrorOf(new DiscoveryError({ kind: 'http', status: 503 }, true));
    expect(busy.message).to.equal('The sign-in service answered with an error (HTTP 503).');
    expect(busy.transient).to.equal(true);
    const unreadable = bootErrorOf(new DiscoveryError({ kind: 'unreadable', detail: 'not JSON' }, false));
    expect(unreadable.message).to.equal('The sign-in service’s settings could not be understood (not JSON).');
    expect(unreadable.transient).to.equal(false);
  });

  it('says the app could not start for anything else, and that trying again may help', () => {
    const error = bootErrorOf(new TypeError('boom'));
    expect(error.message).to.equal('The app could not start.');
    expect(error.transient).to.equal(true);
  });
});
