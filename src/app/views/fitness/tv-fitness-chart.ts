/**
 * Bars by day as SVG, sized for ten feet: a value axis with a few round ticks, a label under every day of a
 * week or every week of a longer range, and the focused day's bar in the focus colour. The chart is one
 * D-pad item: Left and Right move the focused day (raising `tv-day-change`); at either end the key bubbles
 * on to the view's focus group. To a screen reader it is a slider over the days: its name is the caption and
 * its value text the focused day, so a reader that follows focus says the new day on each move (a value
 * change of the focused element) and no live region repeats it.
 */
import { localized } from '@lit/localize';
import { LitElement, css, html, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { remoteActionOf } from '../../nav/keys.ts';
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

/** viewBox units; text sizes below are in the same units, so the chart scales as a whole. */
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

@customElement('tv-fitness-chart')
@localized()
export class TvFitnessChart extends LitElement {
  static override styles = css`
    :host {
      display: block;
      border-radius: 1.5vh;
      outline: none;
      background: var(--tv-card-bg, #18223a);
      padding: 1vh 1vh 0;
    }
    :host(:focus) {
      box-shadow: 0 0 0 0.8vh var(--tv-focus-ring, #ffcc33);
    }
    /* Time runs left to right in every language, so Left is the earlier day also under right to left. */
    svg {
      direction: ltr;
      display: block;
      width: 100%;
      height: auto;
    }
    .bar {
      fill: var(--tv-chart-bar, #6cb4ff);
    }
    .bar.focused {
      fill: var(--tv-focus-ring, #ffcc33);
    }
    .grid {
      stroke: rgba(242, 244, 248, 0.25);
      stroke-width: 2;
    }
    text {
      fill: var(--tv-fg, #f2f4f8);
      font-family: inherit;
      /* 24.6 px at 1280×720, where the chart is about 700 px wide. */
      font-size: 36px;
    }
    .tick {
      text-anchor: end;
      dominant-baseline: middle;
    }
    .day {
      text-anchor: middle;
    }
    .day.end {
      text-anchor: end;
    }
    .marker {
      fill: var(--tv-focus-ring, #ffcc33);
    }
    .day.focused {
      font-weight: 700;
      fill: var(--tv-focus-ring, #ffcc33);
    }
  `;

  /** One value per day, in the unit shown (undefined: no data that day). */
  @property({ attribute: false }) values: readonly (number | undefined)[] = [];
  /** One label per day; only some are drawn (see labelledDays). */
  @property({ attribute: false }) labels: readonly string[] = [];
  /** The day the D-pad is on. */
  @property({ type: Number }) focusedIndex = 0;
  /** Formats a tick value in the TV's locale. */
  @property({ attribute: false }) formatTick: (value: number) => string = String;
  /** What the chart shows, for assistive technology. */
  @property() caption = '';
  /** The focused day in words (its date and value), said as the slider's value. */
  @property({ attribute: 'value-text' }) valueText = '';

  /** Lines of day labels: two when a week's names do not fit on one (set after layout, see layOutDayLabels). */
  private labelLines = 1;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
    this.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('keydown', this.onKeyDown);
  }

  protected override willUpdate(): void {
    // The ARIA slider pattern: the days are its range, the focused day its value.
    this.setAttribute('role', 'slider');
    this.setAttribute('aria-label', this.caption);
    this.setAttribute('aria-valuemin', '0');
    this.setAttribute('aria-valuemax', String(Math.max(0, this.values.length - 1)));
    this.setAttribute('aria-valuenow', String(this.focusedIndex));
    if (this.valueText === '') this.removeAttribute('aria-valuetext');
    else this.setAttribute('aria-valuetext', this.valueText);
  }

  protected override updated(): void {
    this.layOutDayLabels();
  }

  override render() {
    const scale = valueScale(Math.max(0, ...this.values.map((v) => v ?? 0)));
    const bars = barGeometry(this.values, scale, PLOT);
    const bottom = PLOT.top + PLOT.height;
    const yOf = (v: number) => bottom - (v / scale.max) * PLOT.height;
    // The drawing is the slider's picture: its words are the slider's own name and value.
    return html`<svg viewBox=${this.viewBox()} aria-hidden="true" preserveAspectRatio="xMidYMid meet">
      ${scale.ticks.map(
        (t) =>
          svg`<line class="grid" x1=${PLOT.left} x2=${PLOT.left + PLOT.width} y1=${yOf(t)} y2=${yOf(t)}></line>
            <text class="tick" x=${PLOT.left - 14} y=${yOf(t)}>${this.formatTick(t)}</text>`,
      )}
      ${bars.map(
        (b, i) =>
          svg`<rect class="bar ${i === this.focusedIndex ? 'focused' : ''}" data-day=${i} x=${b.x} y=${b.y}
            width=${b.width} height=${b.height}></rect>`,
      )}
      ${labelledDays(this.labels.length).map((i) => {
        const b = bars[i];
        if (!b) return null;
        // A long range's last label ends at its bar, so it stays inside the chart.
        const end = i === this.labels.length - 1 && this.labels.length > 7;
        return svg`<text class="day ${i === this.focusedIndex ? 'focused' : ''} ${end ? 'end' : ''}" data-day=${i}
          x=${end ? b.x + b.width : b.x + b.width / 2} y=${bottom + 44}>${this.labels[i] ?? ''}</text>`;
      })}
      ${this.renderMarker(bars[this.focusedIndex], bottom)}
    </svg>`;
  }

  /** The drawing's box: one label line taller when the day labels take two. */
  private viewBox(): string {
    return `0 0 ${String(CHART_WIDTH)} ${String(CHART_HEIGHT + (this.labelLines - 1) * LABEL_LINE)}`;
  }

  /**
   * Places the day labels once drawn: their widths depend on the locale's words and the font, known only
   * after layout. A week whose names crowd one line takes two (every day keeps its name); any label that
   * still overlaps another on its line is hidden (a long range keeps today's and those that fit). Measured
   * in the chart's own units (viewBox), so once per render.
   */
  private layOutDayLabels(): void {
    const texts = [...this.renderRoot.querySelectorAll<SVGTextElement>('text.day')];
    const spans: LabelSpan[] = texts.map((text, index) => {
      text.removeAttribute('display');
      const width = text.getComputedTextLength();
      const x = text.x.baseVal[0]?.value ?? 0;
      const left = text.classList.contains('end') ? x - width : x - width / 2;
      return { index, left, right: left + width };
    });
    const everyDay = labelEvery(this.labels.length) === 1;
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
    this.labelLines = lower.size > 0 ? 2 : 1;
    this.renderRoot.querySelector('svg')?.setAttribute('viewBox', this.viewBox());
  }

  /** A triangle under the focused bar, so a thin bar of 90 still shows where the D-pad is. */
  private renderMarker(bar: { x: number; width: number } | undefined, bottom: number) {
    if (!bar) return null;
    const x = bar.x + bar.width / 2;
    return svg`<path class="marker" d="M ${x} ${bottom + 2} l 9 12 l -18 0 z"></path>`;
  }

  private readonly onKeyDown = (event: KeyboardEvent): void => {
    if (event.defaultPrevented) return;
    const action = remoteActionOf(event);
    if (action !== 'left' && action !== 'right') return;
    const next = this.focusedIndex + (action === 'left' ? -1 : 1);
    if (next < 0 || next >= this.values.length) {
      // An edge: a fresh press moves on to the view's next item; a held key stops here, as at any group's
      // edge, so holding an arrow to reach the last day never carries focus out of the chart.
      if (event.repeat) event.preventDefault();
      return;
    }
    event.preventDefault();
    this.dispatchEvent(new CustomEvent('tv-day-change', { detail: { index: next }, bubbles: true }));
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-fitness-chart': TvFitnessChart;
  }
  interface GlobalEventHandlersEventMap {
    'tv-day-change': CustomEvent<{ index: number }>;
  }
}
