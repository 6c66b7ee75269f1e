/** The parts of the fitness view that only show data: today's numbers, the day's values, the sessions. */
import { msg, str } from '@lit/localize';
import { html, nothing, type TemplateResult } from 'lit';
import type { Session } from '#shared/wire/fitness.ts';
import type { DayTotals } from '../../api/fitness-client.ts';
import { formatDay, formatDuration, formatMetric, metricText } from './fitness-format.ts';
import { activityWords, METRIC_IDS, METRICS, type MetricId } from './metrics.ts';
import { valueOf } from './fitness-data.ts';

import type { Place } from '../../i18n/place.ts';

export type { Place } from '../../i18n/place.ts';

/** Why a metric or the sessions cannot be shown, and what to do about it. */
export function notAllowed(what: string, grants: string): TemplateResult {
  return html`<div class="explain" role="note">
    <p>
      ${msg(str`This TV was not allowed to see your ${grants} data when you signed in, so ${what} cannot be shown.`)}
    </p>
    <p class="muted">
      ${msg(str`To see ${what}, sign out in Settings and sign in again, allowing ${grants} data.`)}
    </p>
  </div>`;
}

export function todayTiles(today: DayTotals | undefined, readable: readonly MetricId[], place: Place) {
  return html`<section class="today" aria-label=${msg('Today')}>
    ${METRIC_IDS.map((id) => {
      const metric = METRICS[id];
      if (!readable.includes(id)) {
        return html`<div class="tile" data-metric=${id}>
          <div class="label">${metric.label}</div>
          <div class="unit">${msg('Not allowed')}</div>
        </div>`;
      }
      const f = formatMetric(id, valueOf(today, id) ?? 0, place.locale);
      return html`<div class="tile" data-metric=${id}>
        <div class="label">${metric.label}</div>
        <span class="big">${f.number}</span> <span class="unit">${f.unit}</span>
      </div>`;
    })}
  </section>`;
}

/**
 * "Tuesday 13 January: 8,432 steps · 1,820 kcal · 5.2 km · 46 min": the values the day has, each with its
 * unit (so a missing one is not mistaken for another), or that it has none.
 */
export function dayDetail(day: DayTotals | undefined, readable: readonly MetricId[], place: Place): string {
  if (!day) return '';
  const when = formatDay(day.startMs, place.locale, place.timeZone, 'full');
  const values = readable.flatMap((id) => {
    const v = valueOf(day, id);
    return v === undefined ? [] : [metricText(id, v, place.locale)];
  });
  return values.length === 0 ? msg(str`${when}: no data`) : `${when}: ${values.join(' · ')}`;
}

function sessionFacts(s: Session, distances: Map<string, number> | undefined, place: Place): string {
  const start = Number(s.startTimeMillis);
  const facts = [
    formatDay(start, place.locale, place.timeZone, 'dayMonth'),
    formatDuration(Number(s.endTimeMillis) - start, place.locale),
  ];
  const metres = distances?.get(s.id);
  if (metres !== undefined && metres > 0) facts.push(metricText('distance', metres, place.locale));
  return facts.join(' · ');
}

export function sessionList(
  sessions: readonly Session[] | undefined,
  distances: Map<string, number> | undefined,
  place: Place,
) {
  if (sessions === undefined) return notAllowed(msg('sessions'), msg('physical activity'));
  if (sessions.length === 0) return html`<p class="muted">${msg('No sessions in the last 30 days.')}</p>`;
  // With the note about distances below it, the list is shorter so the note stays on screen at 720p.
  return html`<ul aria-label=${msg('Sessions')} class=${distances === undefined ? 'short' : ''}>
      ${sessions.map(
        (s) =>
          html`<li tabindex="-1" data-session=${s.id}>
            <p class="name">${s.name} · ${activityWords(s.activityType)}</p>
            <p class="facts">${sessionFacts(s, distances, place)}</p>
          </li>`,
      )}
    </ul>
    ${
      distances === undefined
        ? html`<p class="muted note">${msg('Distances need location data, which was not allowed.')}</p>`
        : nothing
    }`;
}
