/**
 * Bars by day (chart-drawing.ts), one D-pad item: Left and Right move the focused day (raising
 * `tv-day-change`); at either end the key bubbles on to the view's focus group. To a screen reader it is a
 * slider over the days: its name is the caption and its value text the focused day, so a reader that
 * follows focus says the new day on each move (a value change of the focused element) and no live region
 * repeats it.
 */
import { localized } from '@lit/localize';
import { LitElement } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KeyListenerController } from '../../nav/key-listener.ts';
import { remoteActionOf } from '../../nav/keys.ts';
import { chartSvg, layOutDayLabels } from './chart-drawing.ts';
import { chartStyles } from './chart-styles.ts';

@customElement('tv-fitness-chart')
@localized()
export class TvFitnessChart extends LitElement {
  static override styles = chartStyles;

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

  /** Left and Right, after the view's own listener on this element (Up to the metric it shows). */
  protected readonly keys = new KeyListenerController(this, (event) => {
    this.onKeyDown(event);
  });
  /** Lines of day labels: two when a week's names do not fit on one (set after layout). */
  private labelLines = 1;

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('tabindex')) this.tabIndex = 0;
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
    this.labelLines = layOutDayLabels(this.renderRoot, this.labels.length);
  }

  override render() {
    const { values, labels, focusedIndex, formatTick, labelLines } = this;
    return chartSvg({ values, labels, focusedIndex, formatTick, labelLines });
  }

  private onKeyDown(event: KeyboardEvent): void {
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
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tv-fitness-chart': TvFitnessChart;
  }
  interface GlobalEventHandlersEventMap {
    'tv-day-change': CustomEvent<{ index: number }>;
  }
}
