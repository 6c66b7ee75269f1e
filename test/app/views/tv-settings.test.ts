import { expect, fixture, html } from '@open-wc/testing';
import type { ContextEvent } from '@lit/context';
import { sessionContext, type SessionValue } from '../../../src/app/contexts.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import type { TvSettings } from '../../../src/app/views/tv-settings.ts';
import '../../../src/app/views/tv-settings.ts';

async function settings(scopes: string[]): Promise<TvSettings> {
  const host = document.createElement('div');
  host.addEventListener('context-request', (e) => {
    const request = e as ContextEvent<never>;
    if (request.context !== sessionContext) return;
    e.stopPropagation();
    request.callback({ session: {}, scopes } as unknown as SessionValue as never);
  });
  document.body.append(host);
  return fixture<TvSettings>(html`<tv-settings></tv-settings>`, { parentNode: host });
}

const words = (el: TvSettings): string => el.renderRoot.textContent.replace(/\s+/g, ' ');

describe('tv-settings', () => {
  it('says what this TV may show in the words of home, not a count of scopes', async () => {
    const el = await settings(['openid', SCOPES.calendarReadonly, SCOPES.videoReadonly]);
    expect(words(el)).to.contain('This TV may show your calendar events and your video channels.');
    expect(words(el)).to.contain('It was not allowed to see your physical activity when you signed in.');
    expect(words(el)).not.to.match(/kinds? of data/);
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Sign out');
  });

  it('lists every refusal when nothing was allowed', async () => {
    const el = await settings(['openid']);
    expect(words(el)).to.contain('This TV is signed in.');
    expect(words(el)).to.contain(
      'It was not allowed to see your calendar events, your physical activity or your video channels when you signed in.',
    );
  });
});
