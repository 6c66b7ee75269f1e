import { expect, fixture, html } from '@open-wc/testing';
import type { TvLiveRegion } from '../../../src/app/ui/tv-live-region.ts';
import { spellOut } from '../../../src/app/ui/announcer.ts';
import '../../../src/app/ui/tv-live-region.ts';

describe('tv-live-region', () => {
  it('is a polite status region by default, read whole', async () => {
    const el = await fixture<TvLiveRegion>(html`<tv-live-region>Code WDJB-MJHT</tv-live-region>`);
    expect(el.getAttribute('role')).to.equal('status');
    expect(el.getAttribute('aria-live')).to.equal('polite');
    expect(el.getAttribute('aria-atomic')).to.equal('true');
  });

  it('becomes an assertive alert when asked', async () => {
    const el = await fixture<TvLiveRegion>(html`<tv-live-region politeness="assertive"></tv-live-region>`);
    expect(el.getAttribute('role')).to.equal('alert');
    expect(el.getAttribute('aria-live')).to.equal('assertive');
  });

  it('spells a code out letter by letter, its groups apart', () => {
    expect(spellOut('WDJB-MJHT')).to.equal('W D J B, M J H T');
  });
});
