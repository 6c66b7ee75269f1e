/**
 * The search ads API v2 (the public DoubleClick Search v2 reference; docs/searchads.md), over the base
 * client: the conversions of one engine account over whole UTC days (the API's days are UTC days).
 */
import { msg } from '@lit/localize';
import { integerText, listOf, oneOf, shape, withDefault } from '#shared/wire/decode.ts';
import type { ConversionState } from '#shared/wire/searchads.ts';
import type { SearchAdsIds } from '../config/app-config.ts';
import { ApiClient, type Authorized } from './api-client.ts';

/** The API's largest `rowCount`. */
const ROW_COUNT = 1000;
/** A bound on pages for one range (10 000 conversions), so a long range cannot keep the TV busy. */
const MAX_PAGES = 10;

/** A conversion as the wallboard counts it: when it happened, and whether it still counts. */
export interface ConversionPoint {
  timestampMs: number;
  state: ConversionState;
}

const conversionList = shape<{ conversion: ConversionPoint[] }>({
  conversion: withDefault(
    listOf((value, path) => {
      const c = shape<{ conversionTimestamp: number; state: ConversionState }>({
        conversionTimestamp: integerText({ min: 0 }),
        state: oneOf(['ACTIVE', 'REMOVED'] as const),
      })(value, path);
      return { timestampMs: c.conversionTimestamp, state: c.state };
    }),
    [],
  ),
});

/** `yyyymmdd` of the UTC day holding `ms`. */
export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');
}

export class SearchAdsClient extends ApiClient {
  constructor(session: Authorized, apiBase: string) {
    super(session, `${apiBase}/searchads/v2`);
  }

  /** conversion.get: every conversion from the UTC day of `startMs` to that of `endMs`, both included. */
  async conversions(
    ids: SearchAdsIds,
    range: { startMs: number; endMs: number },
    signal?: AbortSignal,
  ): Promise<ConversionPoint[]> {
    const path = `/agency/${ids.agencyId}/advertiser/${ids.advertiserId}/engine/${ids.engineAccountId}/conversion`;
    const out: ConversionPoint[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = {
        startDate: utcDate(range.startMs),
        endDate: utcDate(range.endMs),
        startRow: page * ROW_COUNT,
        rowCount: ROW_COUNT,
      };
      const { conversion } = await this.get(path, query, conversionList, {
        signal,
        subject: () => msg('the conversions'),
      });
      out.push(...conversion);
      if (conversion.length < ROW_COUNT) break;
    }
    return out;
  }
}
