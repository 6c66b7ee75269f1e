/**
 * What the fitness chart shows: its range of days, its metric and the focused day. The first data picks the
 * first readable metric and today; later data (a quiet refresh) keeps the person's metric, and the focused
 * day unless it was today, which moves on to the new today.
 */
import type { ReactiveControllerHost } from 'lit';
import type { FitnessData } from './fitness-data.ts';
import type { MetricId } from './metrics.ts';

export const RANGES = [7, 30, 90] as const;
export type Range = (typeof RANGES)[number];

/** The choice, held for the view: each change asks the view to draw again. */
export class ChartChoice {
  range: Range = 7;
  metric: MetricId = 'steps';
  /** Index into the loaded days of the focused day (the last is today); -1 before any data. */
  focusedDay = -1;

  constructor(private readonly host: ReactiveControllerHost) {}

  /** New data, kept or fresh. */
  show(data: FitnessData): void {
    if (this.focusedDay < 0 || !data.readable.includes(this.metric))
      this.metric = data.readable[0] ?? 'steps';
    const last = data.days.length - 1;
    this.focusedDay = this.focusedDay < 0 || this.focusedDay >= last ? last : this.focusedDay;
    this.host.requestUpdate();
  }

  /** A shorter range that no longer holds the focused day moves it to today. */
  setRange(range: Range, days: number | undefined): void {
    this.range = range;
    if (days !== undefined && this.focusedDay < days - range) this.focusedDay = days - 1;
    this.host.requestUpdate();
  }

  setMetric(metric: MetricId): void {
    this.metric = metric;
    this.host.requestUpdate();
  }

  setDay(index: number): void {
    this.focusedDay = index;
    this.host.requestUpdate();
  }
}
