/**
 * The wallboard's three sections as templates: pretargeting configurations (each a button: OK offers
 * Activate or Suspend), creatives by review status, and conversions per day as bars. A section without
 * data says why: the provider does not serve its API, its scope was not granted, search ads has no account
 * set, or its request failed (with Try again).
 */
import { msg } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import type { ReviewStatus } from '#shared/wire/bidding.ts';
import type { Rerunnable } from '../../ui/tv-view-status.ts';
import type { DayCount, PretargetingRow, ReviewCounts, Section } from './ads-data.ts';
import '../../ui/tv-view-status.ts';
import '../fitness/tv-fitness-chart.ts';
import { conversionsCaption, conversionsUnit } from '../../i18n/counts.ts';

interface Why {
  message: string;
  next: string;
}

type Reason = 'missing' | 'notGranted' | 'unconfigured';

export const BIDDING_WHY: Partial<Record<Reason, Why>> = {
  missing: {
    get message() {
      return msg('This provider does not offer the Real-time Bidding API.');
    },
    get next() {
      return msg('Whoever runs the provider can turn its realtimebidding module on.');
    },
  },
  notGranted: {
    get message() {
      return msg('This TV was not allowed to see your bidding accounts when you signed in.');
    },
    get next() {
      return msg('Sign out, then sign in again and allow access to your real-time bidding accounts.');
    },
  },
};

export const SEARCH_ADS_WHY: Partial<Record<Reason, Why>> = {
  missing: {
    get message() {
      return msg('This provider does not offer the search ads API.');
    },
    get next() {
      return msg('Whoever runs the provider can turn its searchads module on.');
    },
  },
  notGranted: {
    get message() {
      return msg('This TV was not allowed to see your search ads data when you signed in.');
    },
    get next() {
      return msg('Sign out, then sign in again and allow access to your advertising data.');
    },
  },
  unconfigured: {
    get message() {
      return msg('No search ads account is set for this TV.');
    },
    get next() {
      return msg(
        'Whoever installed the app can add "searchAds" with "agencyId", "advertiserId" and "engineAccountId" to config.json.',
      );
    },
  },
};

/** The section's content when it has no data; undefined when it has. */
export function why<T>(section: Section<T>, words: Partial<Record<Reason, Why>>, task: Rerunnable) {
  if (section.kind === 'ready') return undefined;
  if (section.kind === 'failed') {
    return html`<tv-view-status status="failed" .error=${section.error} .task=${task} .other=${null}>
    </tv-view-status>`;
  }
  const w = words[section.kind];
  return html`<p class="why" data-why=${section.kind}>${w?.message}</p>
    <p class="muted">${w?.next}</p>`;
}

const stateWords = (state: PretargetingRow['state']): string =>
  state === 'ACTIVE' ? msg('Active') : msg('Suspended');

export function pretargetingList(rows: readonly PretargetingRow[], pick: (row: PretargetingRow) => void) {
  if (rows.length === 0)
    return html`<p class="why">${msg('No pretargeting configurations on your bidders.')}</p>`;
  return html`<div class="configs">
    ${rows.map(
      (row) =>
        html`<button
          class="config"
          data-config=${row.name}
          data-state=${row.state}
          @click=${() => {
            pick(row);
          }}
        >
          <span class="name">${row.displayName === '' ? row.name : row.displayName}</span>
          <span class="state">${stateWords(row.state)}</span>
        </button>`,
    )}
  </div>`;
}

function reviewWords(status: ReviewStatus): string {
  if (status === 'APPROVED') return msg('Approved');
  return status === 'DISAPPROVED' ? msg('Disapproved') : msg('Pending review');
}

export function reviewCounts(counts: ReviewCounts, locale: string) {
  const number = new Intl.NumberFormat(locale);
  return html`<dl class="counts">
    ${(['APPROVED', 'DISAPPROVED', 'PENDING_REVIEW'] as const).map(
      (status) =>
        html`<div data-status=${status}>
          <dt>${reviewWords(status)}</dt>
          <dd>${number.format(counts[status])}</dd>
        </div>`,
    )}
  </dl>`;
}

export interface ChartPlace {
  locale: string;
  focusedIndex: number;
}

/** Conversions per UTC day as the fitness view's bar chart, and the focused day in words under it. */
export function conversionBars(days: readonly DayCount[], place: ChartPlace): TemplateResult {
  const label = (ms: number, weekday: 'short' | 'long') =>
    new Intl.DateTimeFormat(place.locale, {
      weekday,
      ...(weekday === 'long' ? { day: 'numeric', month: 'long' } : {}),
      timeZone: 'UTC',
    }).format(ms);
  const focused = days[place.focusedIndex];
  const number = new Intl.NumberFormat(place.locale);
  const detail = focused
    ? `${label(focused.dayMs, 'long')}: ${number.format(focused.count)} ${conversionsUnit(focused.count)}`
    : '';
  return html`<tv-fitness-chart
      .values=${days.map((d) => d.count)}
      .labels=${days.map((d) => label(d.dayMs, 'short'))}
      .focusedIndex=${place.focusedIndex}
      .formatTick=${(v: number) => number.format(v)}
      caption=${conversionsCaption(days.length, number.format(days.length))}
      value-text=${detail}
    ></tv-fitness-chart>
    ${detail === '' ? nothing : html`<p class="detail">${detail}</p>`}`;
}
