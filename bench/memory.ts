/**
 * Memory bench: the JS heap of the real app after alice has signed in, opened every view of home once
 * and then the agenda with 5,000 events, measured after a forced garbage collection (CDP
 * `HeapProfiler.collectGarbage`, then `Runtime.getHeapUsage`): ≤ 30 MB (docs/app.md, "Budgets").
 * The production build (dist/, built if missing) against a provider in memory; the events are written
 * through the calendar API with a token of their own, within the agenda's first window of days.
 *
 * `benchMemory()` is called by the bench runner; `npx tsx bench/memory.ts` runs it alone.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { chromium, type Browser, type Page } from 'playwright';
import { SCOPES } from '#shared/scopes.ts';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { startProvider } from '../src/provider/server.ts';
import { allowEveryScope } from '../test/provider/oauth/every-scope.ts';
import { DIST, serveApp } from '../test/e2e/support/app.ts';
import type { BenchRow } from './bench-row.ts';

const EVENTS = 5000;
const HEAP_BUDGET_MB = 30;
const CLIENT = { id: 'demo-tv', secret: 'demo-tv-secret' };
const VIEWS = ['calendar', 'fitness', 'books', 'channels', 'settings'];

/** Types the code on a phone-sized page and allows it (the provider's /device pages). */
async function allowOnPhone(browser: Browser, verificationUrl: string, userCode: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  try {
    const phone = await context.newPage();
    await phone.goto(verificationUrl);
    await phone.locator('#user_code').fill(userCode);
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.locator('#email').fill('alice@example.com');
    await phone.locator('#password').fill('alice');
    await phone.getByRole('button', { name: 'Sign in' }).click();
    await phone.getByRole('button', { name: 'Allow' }).click();
    await phone.locator('h1').waitFor();
  } finally {
    await context.close();
  }
}

/** A calendar token that may write events: the device flow run from here, allowed on the phone. */
async function writerToken(browser: Browser, origin: string): Promise<string> {
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const code = (await (
    await fetch(`${origin}/device/code`, form({ client_id: CLIENT.id, scope: SCOPES.calendarEvents }))
  ).json()) as { device_code: string; user_code: string; verification_url: string };
  await allowOnPhone(browser, code.verification_url, code.user_code);
  const answer = await fetch(
    `${origin}/token`,
    form({
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
      device_code: code.device_code,
      grant_type: 'urn:ietf:params:oauth:grant-type:device_code',
    }),
  );
  const tokens = (await answer.json()) as { access_token?: string };
  if (!tokens.access_token) throw new Error(`memory bench: no calendar token (HTTP ${answer.status})`);
  return tokens.access_token;
}

/** EVENTS half-hour events in alice's primary calendar, three minutes apart from the next hour on. */
async function writeEvents(origin: string, token: string): Promise<void> {
  const first = Math.ceil(Date.now() / 3_600_000) * 3_600_000;
  const one = async (i: number): Promise<void> => {
    const start = first + i * 180_000;
    const response = await fetch(`${origin}/calendar/v3/calendars/primary/events`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        summary: `Bench event ${String(i + 1)}`,
        start: { dateTime: new Date(start).toISOString() },
        end: { dateTime: new Date(start + 1_800_000).toISOString() },
      }),
    });
    if (!response.ok) throw new Error(`memory bench: event ${String(i)} refused (HTTP ${response.status})`);
  };
  for (let i = 0; i < EVENTS; i += 20) {
    await Promise.all(Array.from({ length: Math.min(20, EVENTS - i) }, (_, k) => one(i + k)));
  }
}

/** Home → the view → Back to home, with the remote's keys once the view's heading shows. */
async function openView(tv: Page, id: string): Promise<void> {
  await tv.locator(`button[data-route="${id}"]`).click();
  await tv
    .locator('h1')
    .filter({ hasNotText: /^Home$/ })
    .first()
    .waitFor({ timeout: 20_000 });
  // The view's data: wait until the network has been quiet for a moment.
  await tv.waitForLoadState('networkidle');
}

export async function benchMemory(): Promise<BenchRow[]> {
  if (!existsSync(join(DIST, 'index.html'))) await build({ logLevel: 'warn' });
  const provider = await startProvider({
    settings: { port: 0, dbPath: ':memory:', pollInterval: 1, demo: true },
  });
  // The writer token asks for calendar.events, which the TV app's own list leaves out.
  await allowEveryScope(provider.sql, CLIENT.id, provider.clock.now());
  const app = await serveApp(provider.origin);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await writeEvents(provider.origin, await writerToken(browser, provider.origin));
    const tv = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    // The events the agenda received, to be sure the heap is read with all of them loaded.
    let received = 0;
    tv.on('response', (response) => {
      if (!/\/calendar\/v3\/calendars\/[^/]+\/events\?/.test(response.url())) return;
      void response
        .json()
        .then((body: { items?: unknown[] }) => {
          received += body.items?.length ?? 0;
        })
        .catch(() => undefined);
    });
    await tv.goto(app.url);
    const code = tv.getByTestId('user-code');
    await code.waitFor();
    const shown = (await tv.getByTestId('verification-url').textContent())?.trim() ?? '';
    await allowOnPhone(browser, `http://${shown}`, (await code.textContent())?.trim() ?? '');
    await tv.getByRole('heading', { name: 'Home' }).waitFor({ timeout: 20_000 });
    // Every view once, the agenda (with its 5,000 events) last so that it is the one on screen.
    for (const id of [...VIEWS.filter((view) => view !== 'calendar'), 'calendar']) {
      await openView(tv, id);
      if (id !== 'calendar') {
        await tv.keyboard.press('Escape');
        await tv.getByRole('heading', { name: 'Home' }).waitFor();
      }
    }
    // The agenda's pages are large: wait until their bodies have all been read.
    for (let waited = 0; received < EVENTS && waited < 60_000; waited += 250) await tv.waitForTimeout(250);
    if (received < EVENTS) throw new Error(`memory bench: the agenda received ${String(received)} events`);
    const cdp = await tv.context().newCDPSession(tv);
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
    const mb = heap.usedSize / (1024 * 1024);
    return [
      {
        name: `memory: JS heap after GC, every view once, agenda of ${received.toLocaleString('en')} events`,
        figure: `${mb.toFixed(1)} MB`,
        budget: `≤ ${HEAP_BUDGET_MB} MB`,
        ok: mb <= HEAP_BUDGET_MB,
      },
    ];
  } finally {
    await browser.close();
    await app.close();
    await provider.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const row of await benchMemory()) console.log(`${row.name}: ${row.figure} (budget ${row.budget})`);
}
