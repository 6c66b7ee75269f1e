import { expect } from '@open-wc/testing';
import {
  formatDay,
  formatDuration,
  formatMetric,
  usesMiles,
} from '../../../src/app/views/fitness/fitness-format.ts';

describe('fitness formatting in the TV locale', () => {
  it('writes numbers with the locale’s separators and units', () => {
    expect(formatMetric('steps', 8432, 'en-US')).to.deep.equal({ number: '8,432', unit: 'steps' });
    expect(formatMetric('steps', 8432, 'de-DE')).to.deep.equal({ number: '8.432', unit: 'steps' });
    expect(formatMetric('calories', 1820.4, 'fr-FR').unit).to.equal('kcal');
    expect(formatMetric('activeMinutes', 46, 'en-GB')).to.deep.equal({ number: '46', unit: 'min' });
  });

  it('measures distance in miles where the region does, kilometres elsewhere', () => {
    expect(usesMiles('en-US')).to.equal(true);
    expect(usesMiles('en-GB')).to.equal(true);
    expect(usesMiles('de-DE')).to.equal(false);
    expect(usesMiles('en')).to.equal(false);
    expect(formatMetric('distance', 5200, 'de-DE')).to.deep.equal({ number: '5,2', unit: 'km' });
    expect(formatMetric('distance', 8046.72, 'en-US')).to.deep.equal({ number: '5.0', unit: 'mi' });
  });

  it('writes days and durations', () => {
    const day = Date.UTC(2026, 0, 13, 12);
    expect(formatDay(day, 'en-US', 'UTC', 'weekday')).to.equal('Tue');
    expect(formatDay(day, 'en-GB', 'UTC', 'dayMonth')).to.equal('13 Jan');
    expect(formatDay(day, 'en-US', 'UTC', 'full')).to.equal('Tuesday, January 13');
    // A number keeps its unit on its line: a no-break space between them.
    expect(formatDuration(35 * 60_000, 'en-US')).to.equal('35\u00a0min');
    expect(formatDuration(75 * 60_000, 'en-US')).to.equal('1\u00a0h 15\u00a0min');
    expect(formatDuration(120 * 60_000, 'en-US')).to.equal('2\u00a0h');
  });
});
