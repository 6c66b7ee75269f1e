/**
 * Driving the TV page with the keyboard only. `focusButton` moves focus with the keys a remote has until
 * the named button holds it, so journeys read as "go to Channels, press OK".
 */
import { expect, type Page } from '@playwright/test';

/** The text of the deepest focused element, through shadow roots. */
export function focusedText(tv: Page): Promise<string> {
  return tv.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.textContent.trim() ?? '';
  });
}

/** Moves focus forward with `key` until `label` is focused. */
export async function focusButton(tv: Page, label: string, key = 'Tab'): Promise<void> {
  for (let i = 0; i < 12; i++) {
    if ((await focusedText(tv)) === label) return;
    await tv.keyboard.press(key);
  }
  expect(await focusedText(tv)).toBe(label);
}

/** Focuses `label` and presses OK (Enter). */
export async function choose(tv: Page, label: string): Promise<void> {
  await focusButton(tv, label);
  await tv.keyboard.press('Enter');
}
