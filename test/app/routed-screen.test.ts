/** A view whose code could not be fetched offers Try again beside Back to Home, and Try again fetches anew. */
import { expect, fixture, html } from '@open-wc/testing';
import { LitElement } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { Session } from '../../src/app/auth/session.ts';
import { Navigation } from '../../src/app/nav/navigation.ts';
import { RoutedScreenController } from '../../src/app/routed-screen.ts';
import { findRoute } from '../../src/app/routes.ts';
import '../../src/app/views/tv-message.ts';

const navigation = new Navigation('home');
let loads = 0;
let failNext = true;

@customElement('rs-shell')
class RsShell extends LitElement {
  readonly routed = new RoutedScreenController(this, {
    navigation: () => navigation,
    session: () => ({ grantsAny: () => true }) as unknown as Session,
    findRoute,
    load: () => {
      loads += 1;
      if (failNext) {
        failNext = false;
        return Promise.reject(new Error('offline'));
      }
      return Promise.resolve();
    },
  });

  override render() {
    return this.routed.render();
  }
}

describe('routed screen', () => {
  it('offers Try again when a view’s code could not be fetched, and Try again opens the view', async () => {
    navigation.go('fitness');
    const shell = await fixture<RsShell>(html`<rs-shell></rs-shell>`);
    await new Promise((done) => setTimeout(done, 0));
    await shell.updateComplete;
    const message = shell.shadowRoot!.querySelector('tv-message')!;
    await message.updateComplete;
    expect(message.heading).to.equal('This screen could not be loaded.');
    const buttons = [...message.shadowRoot!.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).to.deep.equal(['Try again', 'Back to Home']);
    expect(message.shadowRoot!.activeElement).to.equal(buttons[0]);
    buttons[0]!.click();
    await new Promise((done) => setTimeout(done, 0));
    await shell.updateComplete;
    expect(loads).to.equal(2);
    expect(shell.shadowRoot!.querySelector('tv-fitness')).to.not.equal(null);
  });
});

declare global {
  interface HTMLElementTagNameMap {
    'rs-shell': RsShell;
  }
}
