// Signing out an account that is not in use, with the remote: its row leaves the list, and focus goes to
// what took its place instead of to nothing.
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TvSettings } from '../../../src/app/views/settings/tv-settings.ts';
import '../../../src/app/views/settings/tv-settings.ts';
import type { ConfigValue } from '../../../src/app/contexts.ts';
import type { AccountSummary } from '../../../src/app/auth/token-store.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import { contextShell } from '../support/api-clients.ts';

const person = (name: string): AccountSummary => ({
  key: `sub-${name}`,
  identity: { sub: `sub-${name}`, email: `${name}@example.com`, name },
});
const [ALICE, BOB, CAROL] = [person('Alice'), person('Bob'), person('Carol')];

async function settings(accounts: AccountSummary[]) {
  const shell = contextShell({ scopes: ['openid'] });
  const signedIn = { ...shell.session.value, account: ALICE, accounts };
  shell.session.setValue(signedIn);
  shell.config.setValue({
    config: { apiBase: 'http://provider.test' },
    endpoints: { issuer: 'http://provider.test/' },
  } as ConfigValue);
  const el = await fixture<TvSettings>(html`<tv-settings></tv-settings>`, { parentNode: shell });
  /** What the shell does once the account is signed out: the list without it. */
  const forget = (key: string) => {
    shell.session.setValue({ ...signedIn, accounts: accounts.filter((a) => a.key !== key) });
  };
  return { el, forget };
}

const focusedText = () => deepActiveElement()?.textContent.trim();

/** With focus on "Sign out <name>": OK, then in the question Right to "Sign out" and OK. */
async function signOutWithRemote(el: TvSettings): Promise<string> {
  const asked = oneEvent(el, 'tv-sign-out');
  await sendKeys({ press: 'Enter' });
  await waitUntil(() => focusedText() === 'Stay signed in', 'the question is open');
  await sendKeys({ press: 'ArrowRight' });
  expect(focusedText()).to.equal('Sign out');
  await sendKeys({ press: 'Enter' });
  return ((await asked) as CustomEvent<{ key: string }>).detail.key;
}

describe('tv-settings: focus after signing another account out', () => {
  it('goes to "Add an account" when the last other account leaves the list', async () => {
    const { el, forget } = await settings([ALICE, BOB]);
    el.shadowRoot!.querySelector<HTMLElement>('[data-action="sign-out-other"]')!.focus();
    forget(await signOutWithRemote(el));
    await el.updateComplete;
    expect(deepActiveElement()?.dataset.action).to.equal('add-account');
  });

  it('goes to the account that took its place', async () => {
    const { el, forget } = await settings([ALICE, BOB, CAROL]);
    el.shadowRoot!.querySelectorAll<HTMLElement>('[data-action="sign-out-other"]')[0]!.focus();
    forget(await signOutWithRemote(el));
    await el.updateComplete;
    expect(focusedText()).to.equal('Sign out Carol');
  });
});
