import { expect } from '@open-wc/testing';
import { parseAppConfig } from '../../../src/app/config/app-config.ts';
import { refusalWords } from '../support/config-problem.ts';

const base = {
  discovery: 'http://provider.test/.well-known/openid-configuration',
  clientId: 'tv',
  clientSecret: 's',
  scopes: ['openid'],
};
const ids = {
  agencyId: '20100000000000895',
  advertiserId: '21700000000011523',
  engineAccountId: '700000000073991',
};

describe('config.json "searchAds"', () => {
  it('is read as three ids, and left out when absent', () => {
    expect(parseAppConfig({ ...base, searchAds: ids }).searchAds).to.deep.equal(ids);
    expect('searchAds' in parseAppConfig(base)).to.equal(false);
  });

  it('refuses anything but three ids of digits, in words that say what it must be', () => {
    for (const bad of [
      'x',
      [],
      { ...ids, agencyId: 895 },
      { ...ids, advertiserId: 'abc' },
      { agencyId: '1', advertiserId: '2' },
    ]) {
      expect(refusalWords({ ...base, searchAds: bad })).to.match(/"searchAds" must be/);
    }
  });
});
