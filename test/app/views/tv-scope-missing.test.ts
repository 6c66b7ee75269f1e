import { expect, fixture, html } from '@open-wc/testing';
import type { ContextEvent } from '@lit/context';
import { configContext, type ConfigValue } from '../../../src/app/contexts.ts';
import { findRoute } from '../../../src/app/routes.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import type { TvScopeMissing } from '../../../src/app/views/tv-scope-missing.ts';
import '../../../src/app/views/tv-scope-missing.ts';

/** The panel for Fitness, under a config that asks for `scopes`. */
async function panel(scopes: string[]): Promise<TvScopeMissing> {
  const host = document.createElement('div');
  host.addEventListener('context-request', (e) => {
    const request = e as ContextEvent<never>;
    if (request.context !== configContext) return;
    e.stopPropagation();
    request.callback({ config: { scopes } } as unknown as ConfigValue as never);
  });
  document.body.append(host);
  return fixture<TvScopeMissing>(html`<tv-scope-missing .route=${findRoute('fitness')}></tv-scope-missing>`, {
    parentNode: host,
  });
}

const words = (el: TvScopeMissing): string => el.renderRoot.textContent.replace(/\s+/g, ' ');

describe('tv-scope-missing', () => {
  it('asks to sign in again and allow the access when the app asks for it', async () => {
    const el = await panel(['openid', SCOPES.fitnessActivityRead]);
    expect(words(el)).to.contain('This TV was not allowed to see your physical activity when you signed in.');
    expect(words(el)).to.contain(
      'To use Fitness, sign out in Settings and sign in again, allowing access to your physical activity.',
    );
  });

  it('says what helps when an administrator keeps the access from the app, which the token does not tell apart', async () => {
    const el = await panel(['openid', SCOPES.fitnessActivityRead]);
    expect(words(el)).to.contain(
      'If your account’s administrator does not allow it, ask them, or add another account in Settings.',
    );
  });

  it('does not send the person round a sign-in that cannot help when the app never asks for it', async () => {
    const el = await panel(['openid', SCOPES.calendarReadonly]);
    expect(words(el)).not.to.contain('sign in again');
    expect(words(el)).to.contain('This app is not set up to ask for your physical activity');
    expect(el.shadowRoot!.activeElement?.textContent).to.equal('Back to Home');
  });
});
