import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { ContextEvent } from '@lit/context';
import { sessionContext, type SessionValue } from '../../../src/app/contexts.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import type { TvSettings } from '../../../src/app/views/settings/tv-settings.ts';
import type { TvDialog } from '../../../src/app/ui/tv-dialog.ts';
import '../../../src/app/views/settings/tv-settings.ts';

/** The deepest focused element, through shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function press(key: string): void {
  focused()?.dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }),
  );
}

/** Presses OK on the focused "Sign out" (a native button clicks itself on Enter) and waits for the dialog. */
async function askToSignOut(el: TvSettings): Promise<TvDialog> {
  const button = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="sign-out"]')!;
  expect(focused()).to.equal(button);
  button.click();
  const dialog = el.shadowRoot!.querySelector('tv-dialog')!;
  await dialog.updateComplete;
  await new Promise((done) => requestAnimationFrame(done));
  return dialog;
}

function countSignOuts(el: TvSettings): { count: number } {
  const seen = { count: 0 };
  el.addEventListener('tv-sign-out', () => {
    seen.count++;
  });
  return seen;
}

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
  /** Each row of the access list: its state, the view's name and its words. */
  const access = (el: TvSettings): string[][] =>
    [...el.shadowRoot!.querySelectorAll('[data-testid="access"] li')].map((li) => [
      li.getAttribute('data-state') ?? '',
      ...[...li.querySelectorAll('span')].map((span) => span.textContent.trim()),
    ]);

  it('lists every view with what it may show, in the words of home, not a count of scopes', async () => {
    const el = await settings([SCOPES.calendarReadonly, SCOPES.videoReadonly]);
    expect(access(el)).to.deep.equal([
      ['allowed', 'Calendar', 'Shows your calendar events.'],
      ['refused', 'Fitness', 'Not allowed when you signed in.'],
      [
        'limited',
        'Books',
        'Public shelves and book search only: access to your bookshelves was not allowed when you signed in.',
      ],
      ['allowed', 'Channels', 'Shows your video channels.'],
      ['refused', 'Ads', 'Not allowed when you signed in.'],
    ]);
    expect(words(el)).not.to.match(/kinds? of data/);
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Sign out');
  });

  it('lists every refusal when nothing was allowed, and Books’ own shelves once its scope was', async () => {
    const none = await settings([]);
    expect(access(none).map(([state]) => state)).to.deep.equal([
      'refused',
      'refused',
      'limited',
      'refused',
      'refused',
    ]);
    const books = await settings([SCOPES.books]);
    expect(access(books)[2]).to.deep.equal(['allowed', 'Books', 'Shows your bookshelves.']);
  });

  it('asks before signing out, with "Stay signed in" focused', async () => {
    const el = await settings(['openid']);
    const signOuts = countSignOuts(el);
    const dialog = await askToSignOut(el);
    expect(dialog.hasAttribute('open')).to.equal(true);
    const box = dialog.shadowRoot!.querySelector('[role="dialog"]')!;
    expect(box.textContent).to.contain('Sign out of this TV?');
    expect(box.textContent).to.contain('you will need a phone');
    const labels = [...dialog.shadowRoot!.querySelectorAll('tv-button')].map((b) => b.textContent.trim());
    expect(labels).to.deep.equal(['Stay signed in', 'Sign out']);
    expect(focused()?.textContent.trim()).to.equal('Stay signed in');
    expect(signOuts.count).to.equal(0);
  });

  it('keeps the session on OK on "Stay signed in", and focus returns to Sign out', async () => {
    const el = await settings(['openid']);
    const signOuts = countSignOuts(el);
    const dialog = await askToSignOut(el);
    press('Enter');
    await dialog.updateComplete;
    await new Promise((done) => setTimeout(done, 0));
    expect(dialog.hasAttribute('open')).to.equal(false);
    expect(signOuts.count).to.equal(0);
    expect(focused()?.textContent.trim()).to.equal('Sign out');
  });

  it('keeps the session on Back', async () => {
    const el = await settings(['openid']);
    const signOuts = countSignOuts(el);
    const dialog = await askToSignOut(el);
    press('Escape');
    await dialog.updateComplete;
    await new Promise((done) => setTimeout(done, 0));
    expect(dialog.hasAttribute('open')).to.equal(false);
    expect(signOuts.count).to.equal(0);
    expect(focused()?.textContent.trim()).to.equal('Sign out');
  });

  it('signs out on "Sign out" in the dialog', async () => {
    const el = await settings(['openid']);
    const dialog = await askToSignOut(el);
    press('ArrowRight');
    await new Promise((done) => requestAnimationFrame(done));
    expect(focused()?.textContent.trim()).to.equal('Sign out');
    expect((focused()?.getRootNode() as ShadowRoot).host).to.equal(dialog);
    const signedOut = oneEvent(el, 'tv-sign-out');
    press('Enter');
    await signedOut;
    expect(dialog.hasAttribute('open')).to.equal(false);
  });
});
