/**
 * The search-ads API v2, mounted at /searchads/v2: conversions (two lists, three batch writes), reports
 * (generate, request, get, getFile), the id mapping file and saved columns, in the public DoubleClick Search
 * v2 shapes (docs/searchads.md).
 */
import { defineModule, type ModuleContext } from '../../module.ts';
import { seedSearchAdsDemo } from './demo.ts';
import { conversionRoutes } from './routes/conversions.ts';
import { reportRoutes } from './routes/reports.ts';
import type { SearchAdsServices } from './routes/searchads-route.ts';
import { Access } from './services/access.ts';
import { Conversions } from './services/conversions.ts';
import { Reports } from './services/reports.ts';
import { AccountStore } from './store/account-store.ts';
import { ConversionStore } from './store/conversion-store.ts';
import { ReportStore } from './store/report-store.ts';
import { searchAdsMigrations } from './store/schema.ts';

function services(ctx: ModuleContext<'publicUrl'>): SearchAdsServices {
  const accounts = new AccountStore(ctx.sql);
  const conversionStore = new ConversionStore(ctx.sql);
  const access = new Access(accounts);
  return {
    conversions: new Conversions(ctx, access, accounts, conversionStore),
    reports: new Reports(ctx, access, accounts, conversionStore, new ReportStore(ctx.sql)),
  };
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
  repeatableQuery: [],
  services,
  routes: [...conversionRoutes, ...reportRoutes],
});
