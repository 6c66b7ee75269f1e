import { expect } from '@open-wc/testing';

/**
 * A view that is still loading offers one thing to do, so something is focused and the remote's OK does
 * something: a "Back to Home" button that asks the app to go home (`tv-back`).
 */
export async function expectWayHome(view: HTMLElement & { updateComplete: Promise<boolean> }): Promise<void> {
  await view.updateComplete;
  const button = [...(view.shadowRoot?.querySelectorAll('button') ?? [])].find(
    (b) => b.textContent.trim() === 'Back to Home',
  );
  expect(button, 'a Back to Home button').to.not.equal(undefined);
  let asked = 0;
  const count = (): void => {
    asked += 1;
  };
  document.addEventListener('tv-back', count);
  button?.click();
  document.removeEventListener('tv-back', count);
  expect(asked).to.equal(1);
}
