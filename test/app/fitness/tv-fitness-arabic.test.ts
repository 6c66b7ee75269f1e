import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { applyLocale } from '../../../src/app/i18n/locale.ts';
import { installTheme } from '../../../src/app/ui/theme.ts';
import { ALL, DAY, daily, loaded, NOW, view } from './fitness-view.ts';

describe('tv-fitness in Arabic', () => {
  before(() => applyLocale('ar'));
  after(() => applyLocale('en'));

  for (const [width, height] of [
    [1920, 1080],
    [1280, 720],
  ] as const) {
    it(`labels every day of the week under the chart, whole and apart, at ${String(width)}×${String(height)}`, async () => {
      installTheme();
      await setViewport({ width, height });
      try {
        const { el } = await view(
          ALL,
          (r) =>
            r.url.includes('/sessions?') ? { status: 200, body: { session: [] } } : daily(r, () => 12_345),
          'ar-EG',
        );
        await waitUntil(loaded(el));
        const chart = el.shadowRoot!.querySelector('tv-fitness-chart')!;
        await chart.updateComplete;
        const box = chart.shadowRoot!.querySelector('svg')!.getBoundingClientRect();
        const labels = [...chart.shadowRoot!.querySelectorAll<SVGTextElement>('text.day')].map((t) => ({
          text: t.textContent.trim(),
          shown: t.getAttribute('display') !== 'none',
          box: t.getBoundingClientRect(),
        }));
        // Seven days ending Thursday, 15 January 2026.
        expect(labels.map((l) => l.text)).to.deep.equal(
          Array.from({ length: 7 }, (_, i) =>
            new Intl.DateTimeFormat('ar-EG', { weekday: 'short', timeZone: 'UTC' }).format(
              NOW - (6 - i) * DAY,
            ),
          ),
        );
        expect(
          labels.filter((l) => !l.shown).map((l) => l.text),
          'labels dropped',
        ).to.deep.equal([]);
        // No two labels share any of the screen (a week may take two lines).
        labels.forEach((l, i) => {
          for (const other of labels.slice(i + 1)) {
            const apart =
              l.box.right < other.box.left ||
              other.box.right < l.box.left ||
              l.box.bottom <= other.box.top ||
              other.box.bottom <= l.box.top;
            expect(apart, `"${l.text}" and "${other.text}" overlap`).to.equal(true);
          }
        });
        for (const l of labels) {
          expect(l.box.left, `"${l.text}" left`).to.be.at.least(box.left);
          expect(l.box.right, `"${l.text}" right`).to.be.at.most(box.right);
          expect(l.box.bottom, `"${l.text}" bottom`).to.be.at.most(box.bottom);
        }
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }
});
