// The fitness view with the keyboard as the remote: into Fitness from home, days moved with Left/Right
// (the focused day's values follow), up to the metric and range buttons (selection follows focus), over to
// the sessions, and Back home. Alice's demo data comes from the provider started for the spec.
import { expect, test, type Page } from '@playwright/test';
import { useStack } from './support/stack.ts';
import { signInAsAlice } from './support/phone.ts';
import { focusButton, focusedElement, focusedText, nextFrame, pressOk } from './support/tv-remote.ts';

const stack = useStack();

/** The focused element through shadow roots: its tag and the data attributes the view puts on items. */
async function focused(tv: Page) {
  const el = await focusedElement(tv);
  if (!el) return { tag: '', metric: null, range: null, session: null };
  return el.evaluate((active) => ({
    tag: active.tagName.toLowerCase(),
    metric: active.getAttribute('data-metric'),
    range: active.getAttribute('data-range'),
    session: active.getAttribute('data-session'),
  }));
}

/** What the chart shows: its caption, number of bars and the focused bar's index. */
function chartState(tv: Page) {
  return tv.evaluate(() => {
    const view = document.querySelector('tv-app')?.shadowRoot?.querySelector('tv-fitness');
    const chart = view?.shadowRoot?.querySelector('tv-fitness-chart');
    const svg = chart?.shadowRoot?.querySelector('svg');
    return {
      // The chart is a slider named by its caption (docs/app.md#screen-readers).
      caption: chart?.getAttribute('aria-label') ?? '',
      bars: svg?.querySelectorAll('rect.bar').length ?? 0,
      focusedBar: svg?.querySelector('rect.bar.focused')?.getAttribute('data-day') ?? null,
      detail: view?.shadowRoot?.querySelector('.detail')?.textContent.trim() ?? '',
    };
  });
}

async function press(tv: Page, key: string, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) {
    await tv.keyboard.press(key);
    await nextFrame(tv);
  }
}

const longDay = (daysBack: number) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(Date.now() - daysBack * 86_400_000),
  );

test('fitness: days, metrics, ranges and sessions with the remote, then Back home', async ({
  page: tv,
  browser,
}) => {
  await signInAsAlice(tv, browser, stack.app.url, 5000);

  await focusButton(tv, 'Fitness');
  await pressOk(tv);
  await expect(tv.getByRole('heading', { name: 'Fitness' })).toBeVisible();
  await expect.poll(() => focused(tv)).toMatchObject({ tag: 'tv-fitness-chart' });
  let chart = await chartState(tv);
  expect(chart).toMatchObject({ caption: 'Steps by day, last 7 days', bars: 7, focusedBar: '6' });
  expect(chart.detail.startsWith(`${longDay(0)}: `)).toBe(true);

  // Two days back is a whole day of the demo data: every metric has a value.
  await press(tv, 'ArrowLeft', 2);
  chart = await chartState(tv);
  expect(chart.focusedBar).toBe('4');
  // A number and its unit are joined by a no-break space (U+00A0), so they never part at a line's end.
  expect(chart.detail).toMatch(
    new RegExp(
      `^${longDay(2)}: [\\d,]+\u00a0steps · [\\d,]+\u00a0kcal · [\\d.]+\u00a0(km|mi) · [\\d,]+\u00a0min$`,
    ),
  );

  // Up lands on the metric shown; Right moves to Calories, which the chart follows (selection follows focus).
  await press(tv, 'ArrowUp');
  expect(await focused(tv)).toMatchObject({ tag: 'button', metric: 'steps' });
  await press(tv, 'ArrowRight');
  expect(await focused(tv)).toMatchObject({ tag: 'button', metric: 'calories' });
  expect((await chartState(tv)).caption).toBe('Calories by day, last 7 days');

  // Left along the row to the ranges: back over Steps (selected again), 90 days, stopping on 30 days.
  await press(tv, 'ArrowLeft');
  expect((await focused(tv)).metric).toBe('steps');
  await press(tv, 'ArrowLeft');
  expect((await focused(tv)).range).toBe('90');
  await press(tv, 'ArrowLeft');
  expect((await focused(tv)).range).toBe('30');
  chart = await chartState(tv);
  expect(chart).toMatchObject({ caption: 'Steps by day, last 30 days', bars: 30, focusedBar: '27' });

  // Down to the chart again, Right to today, and on past the edge to the sessions.
  await press(tv, 'ArrowDown');
  expect((await focused(tv)).tag).toBe('tv-fitness-chart');
  await press(tv, 'ArrowRight', 2);
  expect((await chartState(tv)).focusedBar).toBe('29');
  await press(tv, 'ArrowRight');
  const onSession = await focused(tv);
  expect(onSession.tag).toBe('li');
  expect(onSession.session).toMatch(/^(run|walk|yoga)-\d{4}-\d\d-\d\d$/);
  expect(await focusedText(tv)).toMatch(/ · (Running|Walking|Yoga)\s+\S.* · \d+\u00a0(min|h)/);

  await tv.keyboard.press('Escape');
  await expect(tv.getByRole('heading', { name: 'Home' })).toBeVisible();
  await nextFrame(tv);
  expect(await focusedText(tv)).toBe('Fitness');
});
