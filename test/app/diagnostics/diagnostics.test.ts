// The diagnostics of Settings' About: the recorder and its codes (docs/app.md#diagnostics), what reports
// into it (API clients, the session), the platform in words, and the report's text.
import { expect } from '@open-wc/testing';
import { BooksClient } from '../../../src/app/api/books-client.ts';
import { Session } from '../../../src/app/auth/session.ts';
import { MemoryTokenStore } from '../../../src/app/auth/account-store.ts';
import { inTabLock } from '../../../src/app/auth/refresh-lock.ts';
import { DiagnosticsRecorder, diagnostics } from '../../../src/app/diagnostics/recorder.ts';
import { platformWords } from '../../../src/app/diagnostics/platform.ts';
import { reportText, type AboutFacts } from '../../../src/app/diagnostics/report.ts';
import { FakeClock } from '../support/fake-clock.ts';
import { FakeFetch, type Answer } from '../support/fake-fetch.ts';

const WEBOS =
  'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.88 Safari/537.36 WebAppManager';
const TIZEN =
  'Mozilla/5.0 (SMART-TV; LINUX; Tizen 6.0) AppleWebKit/537.36 (KHTML, like Gecko) 76.0.3809.146/6.0 TV Safari/537.36';
const TIZEN_CHROME =
  'Mozilla/5.0 (SMART-TV; Linux; Tizen 5.5) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/3.0 Chrome/69.0.3497.106 TV Safari/537.36';
const ANDROID_TV =
  'Mozilla/5.0 (Linux; Android 12; BRAVIA 4K VH2 Build/STT1.211025.001.Z4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36';

/** The books client over answers, reporting into the app's recorder. */
async function failBooks(answer: Answer): Promise<void> {
  const fake = new FakeFetch(() => answer);
  const client = new BooksClient({ fetch: (url, init) => fake.fetch(url, init) }, 'http://p.test');
  await client.search('x', 0, 10).catch(() => undefined);
}

describe('diagnostics', () => {
  it('keeps the last error with its code and the time of the injected clock, and says it changed', () => {
    const clock = new FakeClock();
    const recorder = new DiagnosticsRecorder(() => clock.wallNow());
    let changes = 0;
    recorder.addEventListener('change', () => changes++);
    expect(recorder.last).to.equal(undefined);
    recorder.record('E-NET', 'The service cannot be reached.');
    recorder.record('E-5XX', 'HTTP 503');
    expect(recorder.last).to.deep.include({ code: 'E-5XX', words: 'HTTP 503', at: clock.wallNow() });
    expect(recorder.last?.said()).to.equal('HTTP 503');
    expect(changes).to.equal(2);
  });

  it('hears every API failure with its code: network, 401, 403, 5xx, unreadable answer', async () => {
    const cases: [Answer, string][] = [
      ['network-error', 'E-NET'],
      [{ status: 401, body: { error: { code: 401, message: 'no' } } }, 'E-401'],
      [
        { status: 403, body: { error: { code: 403, errors: [{ reason: 'insufficientPermissions' }] } } },
        'E-403',
      ],
      [{ status: 503 }, 'E-5XX'],
      [{ status: 200, body: { items: 'not a list' } }, 'E-DATA'],
    ];
    for (const [answer, code] of cases) {
      await failBooks(answer);
      expect(diagnostics.last?.code, JSON.stringify(answer)).to.equal(code);
    }
  });

  it('hears the session: a refresh that cannot be sent is E-NET, access removed is E-AUTH', async () => {
    const make = (outcome: 'unreachable' | 'invalidGrant') =>
      new Session({
        store: new MemoryTokenStore(),
        client: {
          refresh: () => Promise.resolve({ kind: outcome }),
          revoke: () => Promise.resolve('revoked'),
        },
        clock: new FakeClock(),
        lock: inTabLock(),
        fetchFn: () => Promise.resolve(new Response('', { status: 401 })),
        hint: () => undefined,
      });
    const tokens = {
      access_token: 'at',
      refresh_token: 'rt',
      expires_in: 3600,
      scope: 'openid',
      token_type: 'Bearer' as const,
    };
    const offline = make('unreachable');
    await offline.signIn(tokens, 0);
    await offline.fetch('http://p.test/x').catch(() => undefined);
    expect(diagnostics.last?.code).to.equal('E-NET');
    const removed = make('invalidGrant');
    await removed.signIn(tokens, 0);
    await removed.fetch('http://p.test/x').catch(() => undefined);
    expect(diagnostics.last).to.include({ code: 'E-AUTH', words: 'Access was removed.' });
  });

  it('says the platform and engine in words', () => {
    expect(platformWords(WEBOS)).to.deep.equal({ platform: 'LG webOS', engine: 'Chromium 87' });
    expect(platformWords(TIZEN_CHROME)).to.deep.equal({
      platform: 'Samsung Tizen 5.5',
      engine: 'Chromium 69',
    });
    expect(platformWords(TIZEN).platform).to.equal('Samsung Tizen 6.0');
    expect(platformWords(ANDROID_TV)).to.deep.equal({ platform: 'Android TV', engine: 'Chromium 120' });
    expect(platformWords('')).to.deep.equal({ platform: 'unknown platform', engine: 'unknown engine' });
  });

  it('writes a report small enough to scan, with no personal data, long errors cut', () => {
    const facts: AboutFacts = {
      version: '0.1.0',
      build: 'abc1234, 2026-01-15 09:00 UTC',
      platform: 'LG webOS',
      engine: 'Chromium 87',
      provider: 'http://localhost:8787',
      online: false,
      accounts: 2,
      lastError: {
        code: 'E-NET',
        words: 'x'.repeat(500),
        at: Date.UTC(2026, 0, 15, 9, 30, 5),
        said: () => 'y',
      },
    };
    const text = reportText(facts);
    expect(text.split('\n')).to.deep.equal([
      'TV app 0.1.0 (build abc1234, 2026-01-15 09:00 UTC)',
      'Platform: LG webOS, Chromium 87',
      'Provider: http://localhost:8787',
      'Network: offline',
      'Accounts: 2',
      `Last error: E-NET at 09:30:05 UTC: ${'x'.repeat(79)}…`,
    ]);
    expect(new TextEncoder().encode(text).length).to.be.below(300);
    expect(reportText({ ...facts, lastError: undefined })).to.contain('Last error: none');
  });
});
