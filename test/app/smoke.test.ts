import { expect, fixture, html } from '@open-wc/testing';
import '../../src/app/main.ts';

describe('tv-app', () => {
  it('renders its greeting', async () => {
    const el = await fixture(html`<tv-app greeting="hi"></tv-app>`);
    expect(el.shadowRoot?.textContent).to.contain('hi');
  });
});
