/**
 * The bar chart's scales, kept free of the DOM so they can be tested alone: a "nice" value axis (steps of
 * 1, 2, 2.5 or 5 times a power of ten, from zero) and which days get a label on the time axis.
 */

export interface ValueScale {
  /** The top of the axis (≥ the largest value). */
  max: number;
  step: number;
  /** 0, step, 2·step … max. */
  ticks: number[];
}

const NICE = [1, 2, 2.5, 5, 10];

/** An axis from 0 with about `tickCount` steps covering `maxValue`. */
export function valueScale(maxValue: number, tickCount = 4): ValueScale {
  if (!(maxValue > 0) || !Number.isFinite(maxValue)) return { max: 1, step: 1, ticks: [0, 1] };
  const rough = maxValue / tickCount;
  const power = Math.pow(10, Math.floor(Math.log10(rough)));
  const step = (NICE.find((n) => n * power >= rough) ?? 10) * power;
  const max = Math.ceil(maxValue / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= max + step / 2; v += step) ticks.push(Math.round(v * 1e6) / 1e6);
  return { max, step, ticks };
}

/** Days between labels for a range of that many days. */
export const labelEvery = (days: number): number => (days <= 7 ? 1 : days <= 31 ? 7 : 21);

/** Indices of the days that get a label: the last day (today) and every `labelEvery` days back from it. */
export function labelledDays(count: number): number[] {
  const every = labelEvery(count);
  const out: number[] = [];
  for (let i = count - 1; i >= 0; i -= every) out.unshift(i);
  return out;
}

/** Where a drawn label reaches along the axis. */
export interface LabelSpan {
  index: number;
  left: number;
  right: number;
}

/**
 * The labels that can be shown without touching: the last (today) first, then back along the axis, each
 * kept only when it leaves `gap` clear of every label already kept (a long month name in some locales
 * would otherwise run into the next: "Nov 3Nov 24"). Indices in axis order.
 */
export function labelsThatFit(spans: readonly LabelSpan[], gap: number): number[] {
  const kept: LabelSpan[] = [];
  for (const span of [...spans].sort((a, b) => b.right - a.right)) {
    if (kept.every((k) => span.right + gap <= k.left || span.left >= k.right + gap)) kept.push(span);
  }
  return kept.map((k) => k.index).sort((a, b) => a - b);
}

/**
 * The labels to move to a second line when every day has one and they do not all fit on one (a week of
 * Arabic weekday names, each wider than its day at ten-foot type): the last (today) stays on the first line
 * and the days before it alternate, so neighbours on a line are two days apart. Empty when one line holds
 * them all.
 */
export function secondLineLabels(spans: readonly LabelSpan[], gap: number): number[] {
  if (labelsThatFit(spans, gap).length === spans.length) return [];
  const last = spans.length - 1;
  return spans.filter((_, at) => (last - at) % 2 === 1).map((span) => span.index);
}

export interface BarGeometry {
  x: number;
  width: number;
  y: number;
  height: number;
}

export interface PlotArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where each bar goes in the plot area: equal bands, bars 70% of a band, height proportional to value. */
export function barGeometry(
  values: readonly (number | undefined)[],
  scale: ValueScale,
  plot: PlotArea,
): BarGeometry[] {
  const band = plot.width / Math.max(values.length, 1);
  return values.map((v, i) => {
    const height = v === undefined ? 0 : (Math.max(v, 0) / scale.max) * plot.height;
    return {
      x: plot.left + i * band + band * 0.15,
      width: band * 0.7,
      y: plot.top + plot.height - height,
      height,
    };
  });
}
