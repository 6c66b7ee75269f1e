// Books with the keyboard as the remote: open Books from home, search a title by typing it on the
// on-screen keyboard with the arrows and OK, open the result, and come back with Back.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { signInAsAlice } from './support/phone.ts';
import { focusButton, focusedElement, focusedText, nextFrame, pressOk } from './support/tv-remote.ts';
import { findKey, moveOnKeyboard, OSK_ROWS, type KeyPosition } from '../../src/app/views/books/osk-layout.ts';

const stack = useStack();

/** The on-screen key that has focus, as `row-col`, or null when focus is elsewhere. */
async function focusedKey(tv: Page): Promise<KeyPosition | null> {
  const el = await focusedElement(tv);
  const pos = el ? await el.evaluate((active) => active.dataset.pos) : undefined;
  if (pos === undefined) return null;
  const [row, col] = pos.split('-').map(Number);
  return { row: row ?? 0, col: col ?? 0 };
}

/** Types `text` as a person with a remote would: arrows to each key, then OK. */
async function typeWithRemote(tv: Page, text: string): Promise<void> {
  for (const char of text) {
    const target = findKey(OSK_ROWS, char === ' ' ? 'space' : char);
    if (!target) throw new Error(`no key for ${char}`);
    for (let step = 0; step < 30; step++) {
      const at = await focusedKey(tv);
      if (!at) throw new Error('focus left the keyboard');
      if (at.row === target.row && at.col === target.col) break;
      const direction =
        at.row < target.row ? 'down' : at.row > target.row ? 'up' : at.col < target.col ? 'right' : 'left';
      const expected = moveOnKeyboard(OSK_ROWS, at, direction);
      await tv.keyboard.press(
        { up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' }[direction],
      );
      await nextFrame(tv);
      expect(await focusedKey(tv)).toEqual(expected);
    }
    await pressOk(tv);
    await nextFrame(tv);
  }
}

/** Signs in as alice on the phone page and opens Books from home with the remote. */
async function openBooks(tv: Page, browser: Browser): Promise<void> {
  await signInAsAlice(tv, browser, stack.app.url, 5000);
  await focusButton(tv, 'Books');
  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: 'Books', exact: true })).toBeVisible();
  await expect(tv.getByRole('heading', { name: 'Favorites', exact: true })).toBeVisible();
  expect(await focusedText(tv)).toBe('Search books');
}

test('search a title by typing with the remote, open it, and Back to the results', async ({
  page: tv,
  browser,
}) => {
  await openBooks(tv, browser);

  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: 'Search books', exact: true })).toBeVisible();
  expect(await focusedKey(tv)).toEqual({ row: 0, col: 0 });
  await typeWithRemote(tv, 'walden');
  await expect(tv.getByTestId('books-query')).toHaveValue('walden');
  await expect(tv.getByTestId('books-search-status')).toHaveText('1 book matches.');

  // Right from the keyboard's right edge reaches the results.
  for (let i = 0; i < 12 && (await focusedKey(tv)) !== null; i++) {
    await tv.keyboard.press('ArrowRight');
    await nextFrame(tv);
  }
  expect(await focusedKey(tv)).toBeNull();
  await pressOk(tv);
  await expect(tv.getByTestId('book-title')).toHaveText('Walden');
  await expect(tv.getByText('Henry David Thoreau', { exact: true })).toBeVisible();

  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('heading', { name: 'Search books', exact: true })).toBeVisible();
  await expect(tv.getByTestId('books-query')).toHaveValue('walden');
});

/** What the focused element is called: a cover's label, a button's text. */
async function focusedName(tv: Page): Promise<string> {
  const el = await focusedElement(tv);
  return el ? el.evaluate((active) => (active.getAttribute('aria-label') ?? active.textContent).trim()) : '';
}

test('move a volume to another shelf from its detail screen', async ({ page: tv, browser }) => {
  await openBooks(tv, browser);
  // Search, Favorites, Purchased, To read, Reading now.
  for (let i = 0; i < 4; i++) {
    await tv.keyboard.press('ArrowDown');
    await nextFrame(tv);
  }
  expect(await focusedName(tv)).toBe('Middlemarch · George Eliot · 1871');
  await pressOk(tv);
  await expect(tv.getByTestId('book-title')).toHaveText('Middlemarch');
  expect(await focusedName(tv)).toBe('Move to another shelf');
  await pressOk(tv);
  // The shelves that already hold it (Favorites, Purchased) are not offered; the first of the others takes
  // focus once they are known.
  await expect(tv.getByRole('button', { name: 'Favorites' })).toHaveCount(0);
  await expect.poll(() => focusedName(tv)).toBe('To read');
  await pressOk(tv);
  await expect(tv.getByTestId('move-status')).toHaveText('Moved from “Reading now” to “To read”.');

  const alice = stack.provider.db
    .prepare('SELECT user_id FROM books_shelves WHERE shelf_id = 1001')
    .pluck()
    .get();
  const onShelf = (shelf: number) =>
    stack.provider.db
      .prepare(
        `SELECT v.title FROM books_shelf_volumes sv JOIN books_volumes v ON v.id = sv.volume_id
         WHERE sv.user_id = ? AND sv.shelf_id = ? ORDER BY sv.position`,
      )
      .pluck()
      .all(alice, shelf) as string[];
  expect(onShelf(3)).toEqual(['The Odyssey', 'Walden']);
  expect(onShelf(2).at(-1)).toBe('Middlemarch');

  await tv.keyboard.press('Escape');
  await expect(tv.getByText('2 books · Public')).toBeVisible();
  await expect(tv.getByText('12 books · Private')).toBeVisible();
  // Back on the shelf it came from, at the same place, which now holds the next volume.
  expect(await focusedName(tv)).toBe('The Odyssey · Homer, Samuel Butler · 1900');
});

test('search by typing on a physical keyboard, in step with the on-screen keyboard and the search field', async ({
  page: tv,
  browser,
}) => {
  await openBooks(tv, browser);
  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: 'Search books', exact: true })).toBeVisible();
  expect(await focusedKey(tv)).toEqual({ row: 0, col: 0 });

  // Keys typed while focus is on the on-screen keyboard go into the query; focus stays on the key.
  await tv.keyboard.type('waldex');
  await tv.keyboard.press('Backspace');
  await tv.keyboard.type('n');
  const field = tv.getByRole('searchbox', { name: 'Search books' });
  await expect(field).toHaveValue('walden');
  expect(await focusedKey(tv)).toEqual({ row: 0, col: 0 });
  await expect(tv.getByTestId('books-search-status')).toHaveText('1 book matches.');

  // Up from the keyboard's top row reaches the field; typing there and the on-screen keys stay in step.
  await tv.keyboard.press('ArrowUp');
  await nextFrame(tv);
  await expect(field).toBeFocused();
  await tv.keyboard.type(' x');
  await tv.keyboard.press('ArrowDown');
  await nextFrame(tv);
  expect(await focusedKey(tv)).toEqual({ row: 0, col: 0 });
  await typeWithRemote(tv, 'y');
  await expect(field).toHaveValue('walden xy');
});
