// The fitness view over the real client and a fake transport, with 90 days of answers: shared by the view's
// tests in each language.
import { html } from '@open-wc/testing';
import { FitnessClient } from '../../../src/app/api/fitness-client.ts';
import { SCOPES } from '../../../src/shared/scopes.ts';
import { inContexts } from '../support/api-clients.ts';
import { FakeFetch, type Answer, type SeenRequest } from '../support/fake-fetch.ts';
import type { TvFitness } from '../../../src/app/views/fitness/tv-fitness.ts';
import '../../../src/app/views/fitness/tv-fitness.ts';

export const NOW = Date.UTC(2026, 0, 15, 12);
export const DAY = 86_400_000;
export const ALL = [SCOPES.fitnessActivityRead, SCOPES.fitnessLocationRead];

/** 90 day buckets answering the request's aggregateBy, with `perDay(type, i)` (undefined: no point). */
export function daily(request: SeenRequest, perDay: (type: string, i: number) => number | undefined): Answer {
  const body = JSON.parse(request.body) as { aggregateBy: { dataTypeName: string }[] };
  return {
    status: 200,
    body: {
      bucket: Array.from({ length: 90 }, (_, i) => ({
        type: 'time',
        startTimeMillis: String(NOW - (89 - i) * DAY),
        endTimeMillis: String(NOW - (88 - i) * DAY),
        dataset: body.aggregateBy.map(({ dataTypeName }) => {
          const v = perDay(dataTypeName, i);
          const value =
            dataTypeName.includes('distance') || dataTypeName.includes('calories')
              ? { fpVal: v }
              : { intVal: v };
          return {
            dataSourceId: 'x',
            point:
              v === undefined
                ? []
                : [{ startTimeNanos: '0', endTimeNanos: '0', dataTypeName, value: [value] }],
          };
        }),
      })),
    },
  };
}

export async function view(
  scopes: readonly string[],
  answer: (r: SeenRequest) => Answer | Promise<Answer>,
  locale = 'de-DE',
) {
  // The real client over a fake transport: the tests read the exact requests it sends.
  const fake = new FakeFetch(answer);
  const fitness = new FitnessClient({ fetch: (url, init) => fake.fetch(url, init) }, 'http://api.test');
  const el = await inContexts<TvFitness>(
    html`<tv-fitness .place=${{ locale, timeZone: 'UTC' }} .now=${() => NOW}></tv-fitness>`,
    { clients: { fitness }, scopes },
  );
  return { el, fake, text: () => el.shadowRoot!.textContent.replace(/\s+/g, ' ') };
}

export const loaded = (el: TvFitness) => () => el.shadowRoot!.querySelector('[role="status"]') === null;
