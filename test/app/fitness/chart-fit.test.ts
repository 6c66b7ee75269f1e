import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { labelsThatFit } from '../../../src/app/views/fitness/chart-scale.ts';
import type { TvFitnessChart } from '../../../src/app/views/fitness/tv-fitness-chart.ts';
import '../../../src/app/views/fitness/tv-fitness-chart.ts';

/** `count` days ending Tuesday, November 24, labelled as a locale with long words might write them. */
function days(count: number, style: Intl.DateTimeFormatOptions): string[] {
  const end = Date.UTC(2026, 10, 24);
  return Array.from({ length: count }, (_, i) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...style }).format(
      end - (count - 1 - i) * 86_400_000,
    ),
  );
}

describe('labelsThatFit', () => {
  it('keeps the last label and drops any that would touch one already kept', () => {
    const spans = [
      { index: 0, left: 0, right: 50 },
      { index: 1, left: 40, right: 90 },
      { index: 2, left: 100, right: 150 },
      { index: 3, left: 140, right: 200 },
    ];
    expect(labelsThatFit(spans, 5)).to.deep.equal([1, 3]);
    expect(labelsThatFit(spans, 0)).to.deep.equal([1, 3]);
    expect(labelsThatFit([], 5)).to.deep.equal([]);
  });
});

describe('tv-fitness-chart day labels', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
  ] as const) {
    for (const [count, style] of [
      [7, { weekday: 'long' }],
      [30, { month: 'long', day: 'numeric' }],
      [90, { month: 'long', day: 'numeric' }],
      [90, { month: 'short', day: 'numeric' }],
    ] as const) {
      it(`never overlap, and stay inside the chart, for ${String(count)} days of "${days(1, style)[0]!}" at ${width}×${height}`, async () => {
        await setViewport({ width, height });
        const labels = days(count, style);
        const el = await fixture<TvFitnessChart>(
          html`<div style="width: ${width * 0.55}px">
            <tv-fitness-chart
              .values=${labels.map((_, i) => 1000 + i)}
              .labels=${labels}
              .focusedIndex=${count - 1}
            ></tv-fitness-chart>
          </div>`,
        ).then((box) => box.querySelector('tv-fitness-chart')!);
        await el.updateComplete;
        const chartBox = el.getBoundingClientRect();
        const shown = [...el.renderRoot.querySelectorAll<SVGTextElement>('text.day')]
          .filter((t) => t.getAttribute('display') !== 'none')
          .map((t) => ({ text: t.textContent, box: t.getBoundingClientRect() }))
          .sort((a, b) => a.box.left - b.box.left);
        expect(shown.length, 'labels shown').to.be.at.least(2);
        expect(shown[shown.length - 1]!.text, 'today keeps its label').to.equal(labels[count - 1]);
        // A week names every day, on two lines where one cannot hold them; on each line no two labels touch,
        // and the lines do not overlap.
        if (count === 7) expect(shown.length, 'every day named').to.equal(7);
        const lines = [...new Set(shown.map((s) => Math.round(s.box.top)))].sort((a, b) => a - b);
        expect(lines.length, 'lines of labels').to.be.at.most(2);
        const onLine = (top: number) => shown.filter((s) => Math.round(s.box.top) === top);
        for (const line of lines.map(onLine)) {
          for (let i = 1; i < line.length; i++) {
            expect(line[i]!.box.left, `"${line[i - 1]!.text}" and "${line[i]!.text}"`).to.be.above(
              line[i - 1]!.box.right,
            );
          }
        }
        if (lines.length === 2) {
          const [upper, lower] = lines.map(onLine);
          const upperBottom = Math.max(...upper!.map((s) => s.box.bottom));
          expect(Math.min(...lower!.map((s) => s.box.top)), 'second line below the first').to.be.at.least(
            upperBottom,
          );
        }
        for (const s of shown) {
          expect(s.box.left, `"${s.text}" left`).to.be.at.least(chartBox.left);
          expect(s.box.right, `"${s.text}" right`).to.be.at.most(chartBox.right);
          expect(s.box.bottom, `"${s.text}" bottom`).to.be.at.most(chartBox.bottom);
        }
      });
    }
  }
});
