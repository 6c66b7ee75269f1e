/**
 * Driving the TV page with the keyboard only. `focusButton` moves focus with the keys a remote has until
 * the named button holds it, so journeys read as "go to Channels, press OK".
 */
import { expect, type ElementHandle, type Page } from '@playwright/test';

/**
 * The item the person sees focused: the deepest focused element through shadow roots, or the option that a
 * focused listbox names with aria-activedescendant (the agenda keeps focus on its list). Null on nothing.
 */
export async function focusedElement(tv: Page): Promise<ElementHandle<HTMLElement> | null> {
  const handle = await tv.evaluateHandle(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const id = active?.getAttribute('aria-activedescendant');
    const option = active && id ? (active.getRootNode() as Document | ShadowRoot).getElementById(id) : null;
    const item = option ?? (active === document.body ? null : active);
    return item instanceof HTMLElement ? item : null;
  });
  return handle.asElement();
}

/** The text of the focused item. */
export async function focusedText(tv: Page): Promise<string> {
  const el = await focusedElement(tv);
  return el ? el.evaluate((e) => e.textContent.trim()) : '';
}

/** Lets the frames after a key pass: navigation holds back a key that arrives while a move is painting. */
export async function nextFrame(tv: Page): Promise<void> {
  await tv.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            done();
          });
        });
      }),
  );
}

/**
 * Moves focus with the remote's arrows until `label` is focused, row by row in reading order (a remote has
 * no Tab, and focus groups keep a roving tabindex, so Tab does not walk their items). `along` is the key
 * that goes on in reading order: ArrowLeft on a right-to-left page.
 */
export async function focusButton(tv: Page, label: string, along = 'ArrowRight'): Promise<void> {
  const forward = along;
  for (let i = 0; i < 16; i++) {
    const before = await focusedText(tv);
    if (before === label) return;
    await tv.keyboard.press(along);
    await nextFrame(tv);
    if ((await focusedText(tv)) === before) {
      // The end of a row: down to the next one, then along it the other way.
      await tv.keyboard.press('ArrowDown');
      await nextFrame(tv);
      along = along === forward ? (forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight') : forward;
    }
  }
  expect(await focusedText(tv)).toBe(label);
}

/**
 * Presses OK (Enter) as a person does: not in the half second after a screen changed, when the TV holds OK
 * back so that a double press cannot act on the new screen (`data-settling` on the app root says so).
 */
export async function pressOk(tv: Page): Promise<void> {
  await expect(tv.locator('[data-settling]')).toHaveCount(0);
  await tv.keyboard.press('Enter');
}

/** Focuses `label` and presses OK (Enter). */
export async function choose(tv: Page, label: string): Promise<void> {
  await focusButton(tv, label);
  await pressOk(tv);
}

/**
 * Answers the open dialog named `heading` with the remote: its first action is focused on open, so the
 * arrows walk right until `label` is focused, then OK.
 */
export async function answerDialog(tv: Page, heading: string, label: string): Promise<void> {
  await expect(tv.getByRole('dialog', { name: heading })).toBeVisible();
  for (let i = 0; i < 4 && (await focusedText(tv)) !== label; i++) {
    await tv.keyboard.press('ArrowRight');
    await nextFrame(tv);
  }
  expect(await focusedText(tv)).toBe(label);
  await pressOk(tv);
}

/** After OK on Settings' "Sign out": the question opens with "Stay signed in" focused; confirm it. */
export async function confirmSignOut(tv: Page): Promise<void> {
  await expect(tv.getByRole('dialog', { name: 'Sign out of this TV?' })).toBeVisible();
  expect(await focusedText(tv)).toBe('Stay signed in');
  await answerDialog(tv, 'Sign out of this TV?', 'Sign out');
}
