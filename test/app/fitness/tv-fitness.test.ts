import { expect, waitUntil } from '@open-wc/testing';
import { expectWayHome } from '../support/way-home.ts';
import { setViewport } from '@web/test-runner-commands';
import { installTheme } from '../../../src/app/ui/theme.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import type { Answer } from '../support/fake-fetch.ts';
import { CHART_WIDTH } from '../../../src/app/views/fitness/chart-drawing.ts';
import { ALL, DAY, daily, loaded, NOW, view } from './fitness-view.ts';

const RUN = {
  id: 'run-1',
  name: 'Evening run',
  startTimeMillis: String(NOW - DAY),
  endTimeMillis: String(NOW - DAY + 35 * 60_000),
  modifiedTimeMillis: '1',
  activityType: 8,
};

describe('tv-fitness', () => {
  it('says it is loading while the answers are on their way', async () => {
    const { el, text } = await view(ALL, () => new Promise<Answer>(() => undefined));
    expect(text()).to.contain('Loading your activity…');
    await expectWayHome(el);
  });

  it('shows today in big numbers in the TV locale, the chart, the day and the sessions', async () => {
    const { el, text, fake } = await view(ALL, (r) => {
      if (r.url.includes('/sessions?')) return { status: 200, body: { session: [RUN] } };
      if (r.body.includes('bucketBySession')) {
        return {
          status: 200,
          body: {
            bucket: [
              {
                type: 'session',
                startTimeMillis: '0',
                endTimeMillis: '1',
                session: RUN,
                dataset: [
                  {
                    point: [
                      { startTimeNanos: '0', endTimeNanos: '1', dataTypeName: 'd', value: [{ fpVal: 5600 }] },
                    ],
                  },
                ],
              },
            ],
          },
        };
      }
      return daily(r, (type, i) =>
        type.includes('step') ? 8000 + i * 4 : type.includes('distance') ? 5200 : 46,
      );
    });
    await waitUntil(loaded(el));
    const tiles = [...el.shadowRoot!.querySelectorAll('.tile')].map((t) =>
      t.textContent.replace(/\s+/g, ' ').trim(),
    );
    expect(tiles).to.deep.equal([
      'Steps 8.356 steps',
      'Calories 46 kcal',
      'Distance 5,2 km',
      'Active minutes 46 min',
    ]);
    expect(text()).to.contain('Donnerstag, 15. Januar: 8.356 steps · 46 kcal · 5,2 km · 46 min');
    expect(text()).to.contain('Evening run · Running');
    expect(text()).to.contain('35 min · 5,6 km');
    const chart = el.shadowRoot!.querySelector('tv-fitness-chart')!;
    expect(chart.values.length).to.equal(7);
    const aggregate = JSON.parse(fake.seen[0]!.body) as { bucketByTime: unknown; aggregateBy: unknown[] };
    expect(aggregate.bucketByTime).to.deep.equal({ period: { type: 'day', value: 1, timeZoneId: 'UTC' } });
    expect(aggregate.aggregateBy).to.have.length(4);
  });

  it('explains a metric whose scope was not granted, and asks only for what was', async () => {
    const { el, text, fake } = await view([SCOPES.fitnessActivityRead], (r) =>
      r.url.includes('/sessions?') ? { status: 200, body: { session: [] } } : daily(r, () => 10),
    );
    await waitUntil(loaded(el));
    expect(fake.seen.map((s) => s.body).join()).not.to.contain('distance');
    expect(el.shadowRoot!.querySelector('.tile[data-metric="distance"]')!.textContent).to.contain(
      'Not allowed',
    );
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-metric="distance"]')!.focus();
    await el.updateComplete;
    expect(text()).to.contain(
      'This TV was not allowed to see your location data when you signed in, so distance cannot be shown.',
    );
    expect(text()).to.contain('sign out in Settings and sign in again, allowing location data');
    expect(text()).to.contain('No sessions in the last 30 days.');
  });

  it('reads from across the room at 1280×720: no words under 24 px, the controls inside the safe area', async () => {
    installTheme();
    await setViewport({ width: 1280, height: 720 });
    try {
      const { el } = await view(ALL, (r) =>
        r.url.includes('/sessions?') ? { status: 200, body: { session: [RUN] } } : daily(r, () => 12_345),
      );
      await waitUntil(loaded(el));
      const small: string[] = [];
      const walker = document.createTreeWalker(el.shadowRoot!, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || node.textContent!.trim() === '') continue;
        const size = parseFloat(getComputedStyle(parent).fontSize);
        if (size < 24) small.push(`${node.textContent!.trim()} (${String(size)} px)`);
      }
      // The chart's words are SVG text in viewBox units: their size on screen follows the chart's width.
      const chart = el.shadowRoot!.querySelector('tv-fitness-chart')!;
      const svgEl = chart.shadowRoot!.querySelector('svg')!;
      const scale = svgEl.getBoundingClientRect().width / CHART_WIDTH;
      const box = svgEl.getBoundingClientRect();
      expect(chart.shadowRoot!.querySelectorAll('text').length).to.be.above(7);
      for (const t of chart.shadowRoot!.querySelectorAll('text')) {
        const size = parseFloat(getComputedStyle(t).fontSize) * scale;
        if (size < 24) small.push(`${t.textContent.trim()} (${size.toFixed(1)} px)`);
        const r = t.getBoundingClientRect();
        const inside = r.left >= box.left && r.right <= box.right && r.bottom <= box.bottom;
        if (!inside) small.push(`${t.textContent.trim()} (outside the chart)`);
      }
      const days = [...chart.shadowRoot!.querySelectorAll('text.day')].map((t) => t.getBoundingClientRect());
      days.slice(1).forEach((r, i) => {
        if (r.left < (days[i]?.right ?? 0))
          small.push(`day label ${String(i + 1)} (overlaps the one before)`);
      });
      expect(small).to.deep.equal([]);
      const buttons = [...el.shadowRoot!.querySelectorAll('.controls button')];
      expect(buttons.length).to.equal(7);
      for (const b of buttons) expect(b.getBoundingClientRect().right).to.be.at.most(1280 * 0.95);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('keeps the note about distances on screen at 1280×720 beside a long list of sessions', async () => {
    installTheme();
    await setViewport({ width: 1280, height: 720 });
    try {
      const runs = Array.from({ length: 8 }, (_, i) => ({ ...RUN, id: `run-${String(i)}` }));
      const { el } = await view([SCOPES.fitnessActivityRead], (r) =>
        r.url.includes('/sessions?') ? { status: 200, body: { session: runs } } : daily(r, () => 10),
      );
      await waitUntil(loaded(el));
      const note = [...el.shadowRoot!.querySelectorAll('.sessions p')].find((p) =>
        p.textContent.includes('Distances need location data'),
      )!;
      expect(note.getBoundingClientRect().bottom).to.be.at.most(720 * 0.95);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('says so when nothing was recorded', async () => {
    const { el, text } = await view(ALL, (r) =>
      r.url.includes('/sessions?')
        ? { status: 200, body: { session: [] } }
        : r.body.includes('bucketBySession')
          ? { status: 200, body: { bucket: [] } }
          : daily(r, () => undefined),
    );
    await waitUntil(loaded(el));
    expect(text()).to.contain('No steps recorded in the last 90 days.');
  });

  it('puts a failure into words with a way to try again', async () => {
    let fail = true;
    const { el, text } = await view(ALL, (r) =>
      fail
        ? { status: 500 }
        : r.url.includes('/sessions?')
          ? { status: 200, body: { session: [] } }
          : daily(r, () => 1),
    );
    await waitUntil(() => text().includes('The service is having trouble right now.'));
    expect(text()).to.contain('Try again in a minute.');
    fail = false;
    el.shadowRoot!.querySelector<HTMLButtonElement>('button')!.click();
    await waitUntil(() => el.shadowRoot!.querySelector('tv-fitness-chart') !== null);
  });
});
