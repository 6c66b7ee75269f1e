// A signed-in TV that starts while the provider cannot be reached goes home with what it kept: its views
// show their last data with "Updated … · cannot be reached", as when the network goes mid-session, and the
// TV recovers by itself once the network is back.
import { expect, test } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { signInAsAlice } from './support/phone.ts';
import { choose, focusedText } from './support/tv-remote.ts';

const stack = useStack();

test('a signed-in TV started offline goes home, shows kept channels with the note, and recovers', async ({
  page: tv,
  browser,
}) => {
  await signInAsAlice(tv, browser, stack.app.url, 5000);
  await choose(tv, 'Books');
  await expect(tv.getByRole('heading', { name: 'Favorites' })).toBeVisible();
  await tv.keyboard.press('Escape');
  await choose(tv, 'Channels');
  await expect(tv.locator('li[data-channel]').first()).toBeVisible();
  const channels = await tv.locator('li[data-channel]').count();
  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();

  // The provider is out of reach (the app's own files still load, as from the hosted app's worker).
  const provider = `${stack.provider.origin}/**`;
  await tv.context().route(provider, (route) => route.abort('internetdisconnected'));
  await tv.reload();
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  expect(await focusedText(tv)).toBe('Calendar');

  // Books says the note apart from the library's owner.
  await choose(tv, 'Books');
  const note = tv.locator('tv-books .heading [data-testid="updated"]');
  await expect(note).toHaveText(/^\s*Updated \S.* · The service cannot be reached\.\s*$/);
  const owner = await tv.locator('tv-books .heading p.muted').first().boundingBox();
  const noted = await note.boundingBox();
  expect((noted?.x ?? 0) - ((owner?.x ?? 0) + (owner?.width ?? 0))).toBeGreaterThanOrEqual(16);
  await tv.keyboard.press('Escape');

  await choose(tv, 'Channels');
  await expect(tv.locator('li[data-channel]')).toHaveCount(channels);
  await expect(tv.getByTestId('updated')).toHaveText(
    /^\s*Updated \S.* · The service cannot be reached\.\s*$/,
  );

  // The network comes back: the view reads fresh data without a key pressed, and the note goes.
  await tv.context().unroute(provider);
  await tv.context().setOffline(true);
  await tv.context().setOffline(false);
  await expect(tv.getByTestId('updated')).toHaveCount(0);
  await expect(tv.locator('li[data-channel]')).toHaveCount(channels);
});
