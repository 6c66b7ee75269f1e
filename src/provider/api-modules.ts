/**
 * The API modules the server mounts (PROVIDER_MODULES chooses among them), in the order the directory lists
 * them, which of them keep their tables on PostgreSQL when it is configured, and how every module's
 * migrations are applied on its store.
 */
import type { ProviderModule } from './module.ts';
import { MODULE_NAMES, requireModuleNames } from './settings.ts';
import { migrate, type Db } from './store/db.ts';
import { migrateStore } from './store/migrate-store.ts';
import type { SqlAccess } from './store/sql-access.ts';
import { videoModule } from './apis/video/module.ts';
import { fitnessModule } from './apis/fitness/module.ts';
import { calendarModule } from './apis/calendar/module.ts';
import { booksModule } from './apis/books/module.ts';
import { biddingModule } from './apis/bidding/module.ts';
import { searchAdsModule } from './apis/searchads/module.ts';
import { computeModule } from './apis/compute/module.ts';

/**
 * Applies each module's migrations, the API modules' on their store (SQLite's are applied on the connection
 * itself); returns the modules whose database is new (their demo data is due).
 */
export async function migrateAll(
  db: Db,
  sql: SqlAccess,
  modules: readonly ProviderModule[],
  onStore: (module: ProviderModule) => boolean,
  now: number,
): Promise<ProviderModule[]> {
  const fresh: ProviderModule[] = [];
  for (const module of modules) {
    const applied =
      sql.dialect === 'postgres' && onStore(module)
        ? await migrateStore(sql, module.migrations, now)
        : migrate(db, module.migrations, now);
    const first = module.migrations[0];
    if (first !== undefined && applied.includes(first.id)) fresh.push(module);
  }
  return fresh;
}

/**
 * The API modules whose stores run on PostgreSQL when PROVIDER_DATABASE_URL is set (docs/provider.md#storage):
 * today every one of them;
 * a module left out keeps its tables in the SQLite database. The security events module's tables go there too,
 * so that replicas share one outbox.
 */
export const POSTGRES_MODULES: readonly string[] = MODULE_NAMES;

/** Every API module, in the order the server mounts them and the directory lists them. */
export const API_MODULES: readonly ProviderModule[] = [
  calendarModule,
  fitnessModule,
  booksModule,
  videoModule,
  biddingModule,
  searchAdsModule,
  computeModule,
];

/** The API modules `names` switches on (PROVIDER_MODULES); a name no module has stops the provider. */
export function servedApis(names: readonly string[]): ProviderModule[] {
  requireModuleNames(names, (unknown) => unknown);
  return API_MODULES.filter((module) => names.includes(module.name));
}
