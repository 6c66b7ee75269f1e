/**
 * The wallboard's three sections laid out (ads-sections.ts draws each): pretargeting across the top with
 * a refused change said above it, creatives and conversions side by side below. A section without data
 * says why in its place.
 */
import { msg } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import { formatCount } from '../../i18n/plural.ts';
import { conversionsLastWords } from '../../i18n/counts.ts';
import type { Rerunnable } from '../../ui/tv-view-status.ts';
import type { AdsBoard, PretargetingRow } from './ads-data.ts';
import {
  BIDDING_WHY,
  SEARCH_ADS_WHY,
  conversionBars,
  pretargetingList,
  reviewCounts,
  why,
} from './ads-sections.ts';

export interface BoardParts {
  locale: string;
  /** The conversions' focused day. */
  focusedDay: number;
  /** Try again in a failed section: the whole board again. */
  retry: Rerunnable;
  /** Why the last Activate or Suspend failed, above the list. */
  problem: TemplateResult | typeof nothing;
  /** OK on a configuration. */
  pick: (row: PretargetingRow) => void;
  /** The chart's `tv-day-change`. */
  onDay: (event: CustomEvent<{ index: number }>) => void;
}

export function boardSections(board: AdsBoard, parts: BoardParts) {
  const { locale, retry } = parts;
  const p = board.pretargeting;
  const c = board.creatives;
  const v = board.conversions;
  return html`<section class="pretargeting" aria-labelledby="pretargeting">
      <h2 id="pretargeting">${msg('Pretargeting')}</h2>
      ${parts.problem}
      ${why(p, BIDDING_WHY, retry) ?? (p.kind === 'ready' ? pretargetingList(p.value, parts.pick) : nothing)}
    </section>
    <div class="bottom">
      <section class="creatives" aria-labelledby="creatives">
        <h2 id="creatives">${msg('Creatives')}</h2>
        ${why(c, BIDDING_WHY, retry) ?? (c.kind === 'ready' ? reviewCounts(c.value, locale) : nothing)}
      </section>
      <section class="conversions" aria-labelledby="conversions" @tv-day-change=${parts.onDay}>
        <h2 id="conversions">${conversionsLastWords(7, formatCount(7))}</h2>
        ${
          why(v, SEARCH_ADS_WHY, retry) ??
          (v.kind === 'ready' ? conversionBars(v.value, { locale, focusedIndex: parts.focusedDay }) : nothing)
        }
      </section>
    </div>`;
}
