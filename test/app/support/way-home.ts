import { expect } from '@open-wc/testing';
import type { Context, ContextEvent } from '@lit/context';
import { navigationContext, type Navigation } from '../../../src/app/nav/navigation.ts';

/**
 * A view that is still loading offers one thing to do, so something is focused and the remote's OK does
 * something: a "Back to Home" button that asks the router (the navigation context) to go home.
 */
export async function expectWayHome(view: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  await view.updateComplete;
  const button = [...(view.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent.trim() === 'Back to Home',
  );
  expect(button, 'a Back to Home button').to.not.equal(undefined);
  let asked = 0;
  // The router as the app root provides it, reduced to the one call this checks.
  const router = {
    toHome: () => {
      asked += 1;
    },
  } as unknown as Navigation;
  const answer = (event: ContextEvent<Context<unknown, unknown>>): void => {
    if (event.context !== navigationContext) return;
    event.stopPropagation();
    event.callback(router);
  };
  document.body.addEventListener('context-request', answer);
  button?.click();
  document.body.removeEventListener('context-request', answer);
  expect(asked).to.equal(1);
}
