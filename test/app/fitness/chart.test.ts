import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { labelledDays, valueScale } from '../../../src/app/views/fitness/chart-scale.ts';
import type { TvFitnessChart } from '../../../src/app/views/fitness/tv-fitness-chart.ts';
import { PLOT } from '../../../src/app/views/fitness/chart-drawing.ts';
import '../../../src/app/views/fitness/tv-fitness-chart.ts';

const en = (v: number) => new Intl.NumberFormat('en-US').format(v);

describe('valueScale', () => {
  it('rounds the top up to a nice step from zero', () => {
    expect(valueScale(23456)).to.deep.equal({ max: 30000, step: 10000, ticks: [0, 10000, 20000, 30000] });
    expect(valueScale(2120)).to.deep.equal({ max: 3000, step: 1000, ticks: [0, 1000, 2000, 3000] });
    expect(valueScale(7)).to.deep.equal({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(valueScale(9.6)).to.deep.equal({ max: 10, step: 2.5, ticks: [0, 2.5, 5, 7.5, 10] });
    expect(valueScale(4000)).to.deep.equal({ max: 4000, step: 1000, ticks: [0, 1000, 2000, 3000, 4000] });
  });

  it('gives a one-step axis when there is nothing to show', () => {
    expect(valueScale(0)).to.deep.equal({ max: 1, step: 1, ticks: [0, 1] });
    expect(valueScale(Number.NaN)).to.deep.equal({ max: 1, step: 1, ticks: [0, 1] });
  });
});

describe('labelledDays', () => {
  it('labels every day of a week, every week of a month and every three weeks of 90 days, counting back from today', () => {
    expect(labelledDays(7)).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledDays(30)).to.deep.equal([1, 8, 15, 22, 29]);
    expect(labelledDays(90)).to.deep.equal([5, 26, 47, 68, 89]);
  });
});

const WEEK = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

async function chart(
  values: (number | undefined)[],
  labels: string[],
  focusedIndex: number,
): Promise<TvFitnessChart> {
  return fixture<TvFitnessChart>(
    html`<tv-fitness-chart
      .values=${values}
      .labels=${labels}
      .focusedIndex=${focusedIndex}
      .formatTick=${en}
      caption="Steps by day, last 7 days"
    ></tv-fitness-chart>`,
  );
}

const texts = (el: TvFitnessChart, selector: string) =>
  [...el.shadowRoot!.querySelectorAll(selector)].map((t) => t.textContent.trim());

describe('tv-fitness-chart', () => {
  it('draws the value axis in the locale, one bar per day in proportion, and the week days', async () => {
    const el = await chart([1000, undefined, 3000, 2500, 0, 4000, 500], WEEK, 6);
    expect(texts(el, 'text.tick')).to.deep.equal(['0', '1,000', '2,000', '3,000', '4,000']);
    const heights = [...el.shadowRoot!.querySelectorAll('rect.bar')].map((r) =>
      Number(r.getAttribute('height')),
    );
    const full = PLOT.height;
    expect(heights).to.deep.equal([full / 4, 0, (full * 3) / 4, (full * 5) / 8, 0, full, full / 8]);
    expect(texts(el, 'text.day')).to.deep.equal(WEEK);
    // A slider to a screen reader: the caption is its name, the focused day its value.
    expect(el.getAttribute('role')).to.equal('slider');
    expect(el.getAttribute('aria-label')).to.equal('Steps by day, last 7 days');
    expect(el.getAttribute('aria-valuenow')).to.equal('6');
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('aria-hidden')).to.equal('true');
    expect(el.shadowRoot!.querySelector('rect.bar.focused')!.getAttribute('data-day')).to.equal('6');
    expect(texts(el, 'text.day.focused')).to.deep.equal(['Sun']);
  });

  it('labels a month weekly, back from today, the last label kept inside the chart', async () => {
    const labels = Array.from({ length: 30 }, (_, i) => `D${String(i + 1)}`);
    const el = await chart(
      Array.from({ length: 30 }, () => 10),
      labels,
      29,
    );
    expect(texts(el, 'text.day')).to.deep.equal(['D2', 'D9', 'D16', 'D23', 'D30']);
    expect(el.shadowRoot!.querySelectorAll('text.day.end').length).to.equal(1);
    expect(el.shadowRoot!.querySelectorAll('rect.bar').length).to.equal(30);
  });

  it('moves the day with Left and Right, and lets the key bubble at either end', async () => {
    const el = await chart([1, 2, 3], ['a', 'b', 'c'], 2);
    const moves: number[] = [];
    el.addEventListener('tv-day-change', (e) => {
      moves.push(e.detail.index);
      el.focusedIndex = e.detail.index;
    });
    const bubbled: boolean[] = [];
    const seen = (e: KeyboardEvent) => bubbled.push(e.defaultPrevented);
    document.body.addEventListener('keydown', seen);
    el.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    expect(moves).to.deep.equal([1, 0]);
    expect(bubbled).to.deep.equal([false, true, true, false]);
    document.body.removeEventListener('keydown', seen);
    expect(document.activeElement).to.equal(el);
  });

  it('stops a held arrow at either end: only a fresh press leaves the chart', async () => {
    const el = await chart([1, 2, 3], ['a', 'b', 'c'], 2);
    const stopped: boolean[] = [];
    const seen = (e: KeyboardEvent) => stopped.push(e.defaultPrevented);
    document.body.addEventListener('keydown', seen);
    el.focus();
    // Held: the key repeats at the last day (Chromium sets `repeat` on every keydown after the first).
    await sendKeys({ down: 'ArrowRight' });
    el.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowRight', repeat: true, bubbles: true, cancelable: true }),
    );
    await sendKeys({ up: 'ArrowRight' });
    document.body.removeEventListener('keydown', seen);
    expect(stopped).to.deep.equal([false, true]);
  });
});
