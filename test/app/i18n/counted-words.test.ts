// Words the catalogues got wrong (issue "Fit and finish, round 2", item 14): Arabic counts of days in
// the chart captions follow the number ("7 أيام", "30 يومًا"), Settings' "Last error" with no error is not
// the fitness view's "no data", and a day without data says so once.
import { expect, fixture, html } from '@open-wc/testing';
import { applyLocale } from '../../../src/app/i18n/locale.ts';
import { byDayCaption, conversionsCaption, conversionsLastWords } from '../../../src/app/i18n/counts.ts';
import { aboutSection } from '../../../src/app/views/settings/about-section.ts';
import { dayDetail } from '../../../src/app/views/fitness/fitness-sections.ts';
import type { AboutFacts } from '../../../src/app/diagnostics/report.ts';
import { METRICS } from '../../../src/app/views/fitness/metrics.ts';

const FACTS: AboutFacts = {
  version: '1',
  build: 'dev',
  platform: 'Linux',
  engine: 'Chromium 131',
  provider: 'http://provider.test/',
  online: true,
  accounts: 1,
  lastError: undefined,
};

async function lastErrorWords(): Promise<string> {
  const el = await fixture(
    html`<div>
      ${aboutSection(
        FACTS,
        () => undefined,
        () => undefined,
      )}
    </div>`,
  );
  return el.querySelector('[data-fact="last-error"] dd')!.textContent.trim();
}

describe('counted and shared words in each language', () => {
  afterEach(() => applyLocale('en'));

  it('Arabic: days after "last" agree with their number', async () => {
    await applyLocale('ar');
    expect(byDayCaption('الخطوات', 7, '7')).to.equal('الخطوات يوميًا، آخر 7 أيام');
    expect(byDayCaption('الخطوات', 30, '30')).to.equal('الخطوات يوميًا، آخر 30 يومًا');
    expect(byDayCaption('الخطوات', 90, '90')).to.equal('الخطوات يوميًا، آخر 90 يومًا');
    expect(conversionsCaption(7, '7')).to.equal('التحويلات يوميًا، آخر 7 أيام');
    expect(conversionsLastWords(7, '7')).to.equal('التحويلات، آخر 7 أيام');
  });

  it('German: no error so far is not "no data"', async () => {
    await applyLocale('de');
    expect(await lastErrorWords()).to.equal('Bisher kein Fehler');
    expect(await lastErrorWords()).to.not.contain('Daten');
  });

  it('a day without data says so once, not "none" for every metric', () => {
    const day = { startMs: Date.UTC(2026, 0, 13), endMs: Date.UTC(2026, 0, 14), totals: {} };
    const place = { locale: 'en-IE', timeZone: 'UTC' };
    expect(dayDetail(day, ['steps', 'calories', 'distance', 'activeMinutes'], place)).to.equal(
      'Tuesday, 13 January: no data',
    );
    const some = {
      ...day,
      totals: { [METRICS.steps.dataTypeName]: 8432, [METRICS.distance.dataTypeName]: 5200 },
    };
    expect(dayDetail(some, ['steps', 'calories', 'distance', 'activeMinutes'], place)).to.equal(
      'Tuesday, 13 January: 8,432\u00a0steps · 5.2\u00a0km',
    );
  });
});
