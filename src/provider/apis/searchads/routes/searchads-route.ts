/** What every search-ads route shares: the services its handlers are given and the one scope it needs. */
import { SCOPES } from '#shared/scopes.ts';
import { anyScope, routeOf } from '../../../route.ts';
import type { Conversions } from '../services/conversions.ts';
import type { Reports } from '../services/reports.ts';

export interface SearchAdsServices {
  conversions: Conversions;
  reports: Reports;
}

export const SEARCH_ADS = anyScope(SCOPES.searchAds);

export const ADVERTISER = '/agency/:agencyId/advertiser/:advertiserId';

export const route = routeOf<SearchAdsServices>();
