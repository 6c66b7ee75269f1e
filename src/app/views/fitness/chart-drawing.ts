/**
 * The bar chart's drawing, sized for ten feet: a value axis with a few round ticks, a label under every day
 * of a week or every week of a longer range, the bars, and a marker under the focused day. The drawing is
 * the slider's picture (tv-fitness-chart.ts); its words are the slider's own name and value, so the SVG is
 * hidden from assistive technology.
 */
import { html, svg } from 'lit';
import {
  barGeometry,
  labelEvery,
  labelledDays,
  labelsThatFit,
  secondLineLabels,
  valueScale,
  type LabelSpan,
  type PlotArea,
} from './chart-scale.ts';

/** viewBox units; text sizes in the chart's styles are in the same units, so the chart scales as a whole. */
export const CHART_WIDTH = 1000;
export const CHART_HEIGHT = 340;
/** Clear space between two day labels, in viewBox units (about a third of the labels' type size). */
const LABEL_GAP = 12;
/**
 * How far a second line of day labels sits below the first, in viewBox units: a third more than the type
 * size, so the marks above and below Arabic letters stay clear of the other line.
 */
const LABEL_LINE = 48;
export const PLOT: PlotArea = { left: 160, top: 24, width: 820, height: 250 };

export interface ChartData {
  values: readonly (number | undefined)[];
  labels: readonly string[];
  focusedIndex: number;
  formatTick: (value: number) => string;
  /** Lines of day labels, as the last layout found them (layOutDayLabels). */
  labelLines: number;
}

/** The drawing's box: one label line taller when the day labels take two. */
export function viewBox(labelLines: number): string {
  return `0 0 ${String(CHART_WIDTH)} ${String(CHART_HEIGHT + (labelLines - 1) * LABEL_LINE)}`;
}

export function chartSvg(chart: ChartData) {
  const { values, labels, focusedIndex } = chart;
  const scale = valueScale(Math.max(0, ...values.map((v) => v ?? 0)));
  const bars = barGeometry(values, scale, PLOT);
  const bottom = PLOT.top + PLOT.height;
  const yOf = (v: number) => bottom - (v / scale.max) * PLOT.height;
  return html`<svg
    viewBox=${viewBox(chart.labelLines)}
    aria-hidden="true"
    preserveAspectRatio="xMidYMid meet"
  >
    ${scale.ticks.map(
      (t) =>
        svg`<line class="grid" x1=${PLOT.left} x2=${PLOT.left + PLOT.width} y1=${yOf(t)} y2=${yOf(t)}></line>
          <text class="tick" x=${PLOT.left - 14} y=${yOf(t)}>${chart.formatTick(t)}</text>`,
    )}
    ${bars.map(
      (b, i) =>
        svg`<rect class="bar ${i === focusedIndex ? 'focused' : ''}" data-day=${i} x=${b.x} y=${b.y}
          width=${b.width} height=${b.height}></rect>`,
    )}
    ${labelledDays(labels.length).map((i) => {
      const b = bars[i];
      if (!b) return null;
      // A long range's last label ends at its bar, so it stays inside the chart.
      const end = i === labels.length - 1 && labels.length > 7;
      return svg`<text class="day ${i === focusedIndex ? 'focused' : ''} ${end ? 'end' : ''}" data-day=${i}
        x=${end ? b.x + b.width : b.x + b.width / 2} y=${bottom + 44}>${labels[i] ?? ''}</text>`;
    })}
    ${marker(bars[focusedIndex], bottom)}
  </svg>`;
}

/** A triangle under the focused bar, so a thin bar of 90 still shows where the D-pad is. */
function marker(bar: { x: number; width: number } | undefined, bottom: number) {
  if (!bar) return null;
  const x = bar.x + bar.width / 2;
  return svg`<path class="marker" d="M ${x} ${bottom + 2} l 9 12 l -18 0 z"></path>`;
}

/**
 * Places the day labels once drawn: their widths depend on the locale's words and the font, known only
 * after layout. A week whose names crowd one line takes two (every day keeps its name); any label that
 * still overlaps another on its line is hidden (a long range keeps today's and those that fit). Measured
 * in the chart's own units (viewBox), so once per render. Returns the lines of labels now drawn.
 */
export function layOutDayLabels(root: ParentNode, labelCount: number): number {
  const texts = [...root.querySelectorAll<SVGTextElement>('text.day')];
  const spans: LabelSpan[] = texts.map((text, index) => {
    text.removeAttribute('display');
    const width = text.getComputedTextLength();
    const x = text.x.baseVal[0]?.value ?? 0;
    const left = text.classList.contains('end') ? x - width : x - width / 2;
    return { index, left, right: left + width };
  });
  const everyDay = labelEvery(labelCount) === 1;
  const lower = new Set(everyDay ? secondLineLabels(spans, LABEL_GAP) : []);
  const kept = new Set([
    ...labelsThatFit(
      spans.filter((span) => !lower.has(span.index)),
      LABEL_GAP,
    ),
    ...labelsThatFit(
      spans.filter((span) => lower.has(span.index)),
      LABEL_GAP,
    ),
  ]);
  texts.forEach((text, index) => {
    if (lower.has(index)) text.setAttribute('dy', String(LABEL_LINE));
    else text.removeAttribute('dy');
    if (!kept.has(index)) text.setAttribute('display', 'none');
  });
  const lines = lower.size > 0 ? 2 : 1;
  root.querySelector('svg')?.setAttribute('viewBox', viewBox(lines));
  return lines;
}
