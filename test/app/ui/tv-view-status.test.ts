import { expect, fixture, html } from '@open-wc/testing';
import { navigationContext, type Navigation } from '../../../src/app/nav/navigation.ts';
import { ApiError } from '../../../src/app/api/api-error.ts';
import { SessionError } from '../../../src/app/auth/session.ts';
import { deepActiveElement } from '../../../src/app/nav/composed-tree.ts';
import type { TvViewStatus } from '../../../src/app/ui/tv-view-status.ts';
import '../../../src/app/ui/tv-view-status.ts';

const words = (el: Element): string => el.textContent.replace(/\s+/g, ' ').trim();
const buttons = (el: Element): string[] => [...el.querySelectorAll('button')].map((b) => b.textContent);

async function failed(error: unknown, allow = ''): Promise<TvViewStatus> {
  const el = await fixture<TvViewStatus>(
    html`<tv-view-status status="failed" .error=${error} allow=${allow}></tv-view-status>`,
  );
  await el.updateComplete;
  return el;
}

describe('tv-view-status', () => {
  it('loading: its words and a Back to Home that asks for home', async () => {
    const el = await fixture<TvViewStatus>(
      html`<tv-view-status words="Loading your things…"></tv-view-status>`,
    );
    expect(words(el)).to.equal('Loading your things… Back to Home');
    expect(el.querySelector('[role="status"]')!.textContent).to.equal('Loading your things…');
    expect(el.querySelector('button')!.hasAttribute('data-nav-transient')).to.equal(true);
    let asked = 0;
    // The router as the app root provides it, reduced to the one call this checks.
    const router = { toHome: () => (asked += 1) } as unknown as Navigation;
    el.addEventListener('context-request', (event) => {
      if (event.context !== navigationContext) return;
      event.stopPropagation();
      event.callback(router);
    });
    el.querySelector('button')!.click();
    expect(asked).to.equal(1);
  });

  const cases: [string, unknown, string, string][] = [
    [
      'offline',
      new SessionError('offline', 'x'),
      'The service cannot be reached.',
      'Check the TV’s network, then try again.',
    ],
    [
      'signed out',
      new SessionError('signedOut', 'x'),
      'You are signed out.',
      'Sign in again with a new code.',
    ],
    [
      '5xx',
      new ApiError('unavailable', 'x', { status: 503 }),
      'The service is having trouble right now.',
      'Try again in a minute.',
    ],
    [
      '401',
      new ApiError('unauthorized', 'x', { status: 401 }),
      'The service did not accept this TV’s sign-in.',
      'Sign out and sign in again.',
    ],
    [
      '403 of data the account cannot reach',
      new ApiError('forbidden', 'x', { status: 403, reason: 'permissionDenied', subject: 'the conversions' }),
      'This account has no access to the conversions.',
      'Use an account that has access (Settings, Add an account), or ask whoever owns it to share it.',
    ],
    [
      'quota',
      new ApiError('quota', 'x', { status: 403, reason: 'quotaExceeded', subject: 'your events' }),
      'The service refused to show your events.',
      'Try again tomorrow.',
    ],
    [
      '404',
      new ApiError('notFound', 'x', { status: 404, subject: 'the book' }),
      'The book could not be found.',
      'Try again later.',
    ],
    [
      '400',
      new ApiError('refused', 'x', { status: 400, serviceMessage: 'Invalid value' }),
      'The service refused the request (Invalid value).',
      'Try again later.',
    ],
    [
      'bad answer',
      new ApiError('wire', 'items[0].id is required', { subject: 'the channel list' }),
      'The channel list could not be understood.',
      'Try again later.',
    ],
    [
      'anything else',
      new TypeError('Cannot read properties of undefined'),
      'Something went wrong while loading.',
      'Try again.',
    ],
  ];
  for (const [name, error, message, next] of cases) {
    it(`failed (${name}): its words, its next step, Try again focused`, async () => {
      const el = await failed(error);
      expect(el.querySelector('[role="alert"]')!.textContent).to.equal(message);
      expect(el.querySelector('.muted')!.textContent).to.equal(next);
      expect(buttons(el)).to.deep.equal(['Try again', 'Back to Home']);
      expect(deepActiveElement()?.textContent).to.equal('Try again');
      expect(words(el)).not.to.contain('Cannot read');
    });
  }

  it('a scope that was not granted: what was not allowed, what to allow, and only the way home', async () => {
    const error = new ApiError('scopeNotGranted', 'x', {
      status: 403,
      reason: 'insufficientPermissions',
      subject: 'your events',
    });
    const el = await failed(error, 'your calendar');
    expect(el.querySelector('[role="alert"]')!.textContent).to.equal(
      'This TV was not allowed to see your events.',
    );
    expect(el.querySelector('.muted')!.textContent).to.equal(
      'Sign out, then sign in again and allow access to your calendar.',
    );
    expect(buttons(el)).to.deep.equal(['Back to Home']);
    expect(deepActiveElement()?.textContent).to.equal('Back to Home');
  });

  for (const [name, error, message, next] of [
    [
      'kept from apps by an administrator',
      new ApiError('adminPolicy', 'x', {
        status: 403,
        reason: 'domainPolicy',
        subject: 'your video channels',
      }),
      'Your account’s administrator does not allow this app to see your video channels.',
      'Ask your administrator, or add another account in Settings.',
    ],
    [
      'a scope not granted, with nothing named',
      new ApiError('scopeNotGranted', 'x', { status: 403, reason: 'insufficientPermissions' }),
      'This TV was not allowed to see this when you signed in.',
      'Sign out in Settings and sign in again, allowing it.',
    ],
  ] as const) {
    it(`not allowed (${name}): why in its own words, and only the way home`, async () => {
      const el = await failed(error);
      expect(el.querySelector('[role="alert"]')!.textContent).to.equal(message);
      expect(el.querySelector('.muted')!.textContent).to.equal(next);
      expect(buttons(el)).to.deep.equal(['Back to Home']);
    });
  }

  it('empty: its words and next step, the view’s retry label focused', async () => {
    const el = await fixture<TvViewStatus>(
      html`<tv-view-status
        status="empty"
        words="Nothing here."
        next="Add some."
        retry-label="Check again"
      ></tv-view-status>`,
    );
    await el.updateComplete;
    expect(el.querySelector('[role="status"]')!.textContent).to.equal('Nothing here.');
    expect(el.querySelector('.muted')!.textContent).to.equal('Add some.');
    expect(buttons(el)).to.deep.equal(['Check again', 'Back to Home']);
    expect(deepActiveElement()?.textContent).to.equal('Check again');
  });

  it('Try again re-runs the task, every time it is pressed', async () => {
    let runs = 0;
    const task = { run: () => (runs += 1) };
    const el = await fixture<TvViewStatus>(
      html`<tv-view-status
        status="failed"
        .error=${new ApiError('network', 'x')}
        .task=${task}
      ></tv-view-status>`,
    );
    await el.updateComplete;
    el.querySelector('button')!.click();
    el.querySelector('button')!.click();
    expect(runs).to.equal(2);
  });

  it('a view may name its own way out instead of Back to Home', async () => {
    let searched = 0;
    const other = { label: 'Search books', run: () => (searched += 1) };
    const el = await fixture<TvViewStatus>(
      html`<tv-view-status
        status="failed"
        .error=${new ApiError('network', 'x')}
        .other=${other}
      ></tv-view-status>`,
    );
    await el.updateComplete;
    expect(buttons(el)).to.deep.equal(['Try again', 'Search books']);
    el.querySelectorAll('button')[1]!.click();
    expect(searched).to.equal(1);
  });
});
