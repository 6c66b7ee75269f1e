/**
 * The search-ads API v2, mounted at /searchads/v2: conversions (two lists, three batch writes), reports
 * (generate, request, get, getFile), the id mapping file and saved columns, in the public DoubleClick Search
 * v2 shapes (docs/searchads.md).
 */
import { Hono } from 'hono';
import { SCOPES } from '#shared/scopes.ts';
import { requireScopes, type ApiEnv } from '../../http/bearer.ts';
import { singleQueryParams } from '../../http/single-query.ts';
import { defineModule, type ModuleContext } from '../../module.ts';
import { Access } from './access.ts';
import { Conversions } from './conversions.ts';
import { seedSearchAdsDemo } from './demo.ts';
import { Reports } from './reports.ts';
import { searchAdsRoutes } from './routes.ts';
import { AccountStore } from './store/account-store.ts';
import { ConversionStore } from './store/conversion-store.ts';
import { ReportStore } from './store/report-store.ts';
import { searchAdsMigrations } from './store/schema.ts';

function routes(ctx: ModuleContext<'publicUrl'>): Hono<ApiEnv> {
  const accounts = new AccountStore(ctx.sql);
  const conversionStore = new ConversionStore(ctx.sql);
  const access = new Access(accounts);
  const app = new Hono<ApiEnv>();
  app.use('*', singleQueryParams());
  app.use('*', requireScopes(ctx.verifyAccessToken, [SCOPES.searchAds]));
  app.route(
    '/',
    searchAdsRoutes({
      access,
      accounts,
      conversions: new Conversions(ctx, access, accounts, conversionStore),
      reports: new Reports(ctx, access, accounts, conversionStore, new ReportStore(ctx.sql)),
    }),
  );
  return app;
}

export const searchAdsModule = defineModule({
  name: 'searchads',
  api: {
    name: 'searchads',
    version: 'v2',
    title: 'Search Ads API',
    description: 'Conversions, reports, id mappings and saved columns of search-ads advertisers.',
  },
  mount: '/searchads/v2',
  settings: ['publicUrl'],
  migrations: searchAdsMigrations,
  seedDemo: seedSearchAdsDemo,
  routes,
});
