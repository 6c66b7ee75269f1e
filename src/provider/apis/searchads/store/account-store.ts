/** The account tree a person reaches through their agency links, and the advertiser's floodlights and saved columns. */
import type { SqliteAccess } from '../../../store/transaction.ts';
import { statement } from './statements.ts';

export interface AdvertiserRow {
  advertiserId: string;
  agencyId: string;
  name: string;
  customerId: string | null;
}

export type EntityKind = 'engineAccount' | 'campaign' | 'adGroup';

export interface EntityRow {
  kind: EntityKind;
  legacyId: string;
  advertiserId: string;
  engineAccountId: string;
  parentId: string | null;
  name: string;
  newId: string | null;
}

export interface SavedColumnRow {
  name: string;
  type: string;
}

const ENTITY_COLUMNS = `kind, legacy_id AS legacyId, advertiser_id AS advertiserId,
  engine_account_id AS engineAccountId, parent_id AS parentId, name, new_id AS newId`;

export class AccountStore {
  readonly #linked;
  readonly #advertiser;
  readonly #byCustomer;
  readonly #entities;
  readonly #floodlights;
  readonly #savedColumns;
  readonly #addAgency;
  readonly #addLink;
  readonly #addAdvertiser;
  readonly #addEntity;
  readonly #addFloodlight;
  readonly #addSavedColumn;

  constructor(private readonly sql: SqliteAccess) {
    this.#linked = statement(sql, 'SELECT 1 FROM sa_links WHERE user_id = ? AND agency_id = ?');
    this.#advertiser = statement(
      sql,
      `SELECT advertiser_id AS advertiserId, agency_id AS agencyId, name, customer_id AS customerId
       FROM sa_advertisers WHERE advertiser_id = ?`,
    );
    this.#byCustomer = statement(
      sql,
      `SELECT advertiser_id AS advertiserId, agency_id AS agencyId, name, customer_id AS customerId
       FROM sa_advertisers WHERE customer_id = ? ORDER BY advertiser_id`,
    );
    this.#entities = statement(
      sql,
      `SELECT ${ENTITY_COLUMNS} FROM sa_entities WHERE advertiser_id = ? ORDER BY kind DESC, legacy_id`,
    );
    this.#floodlights = statement(
      sql,
      'SELECT activity_id AS id, name FROM sa_floodlights WHERE advertiser_id = ? ORDER BY activity_id',
    );
    this.#savedColumns = statement(
      sql,
      'SELECT name, type FROM sa_saved_columns WHERE advertiser_id = ? ORDER BY name',
    );
    this.#addAgency = statement(sql, 'INSERT INTO sa_agencies (agency_id, name) VALUES (?, ?)');
    this.#addLink = statement(sql, 'INSERT INTO sa_links (user_id, agency_id) VALUES (?, ?)');
    this.#addAdvertiser = statement(
      sql,
      'INSERT INTO sa_advertisers (advertiser_id, agency_id, name, customer_id) VALUES (?, ?, ?, ?)',
    );
    this.#addEntity = statement(
      sql,
      `INSERT INTO sa_entities (kind, legacy_id, advertiser_id, engine_account_id, parent_id, name, new_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.#addFloodlight = statement(
      sql,
      'INSERT INTO sa_floodlights (advertiser_id, activity_id, name) VALUES (?, ?, ?)',
    );
    this.#addSavedColumn = statement(
      sql,
      'INSERT INTO sa_saved_columns (advertiser_id, name, type) VALUES (?, ?, ?)',
    );
  }

  isLinked(userId: string, agencyId: string): Promise<boolean> {
    return this.sql.run(() => this.#linked.get(userId, agencyId) !== undefined);
  }

  advertiser(advertiserId: string): Promise<AdvertiserRow | undefined> {
    return this.sql.run(() => this.#advertiser.get(advertiserId) as AdvertiserRow | undefined);
  }

  advertisersOfCustomer(customerId: string): Promise<AdvertiserRow[]> {
    return this.sql.run(() => this.#byCustomer.all(customerId) as AdvertiserRow[]);
  }

  /** Engine accounts first, then campaigns, then ad groups, each by id. */
  entities(advertiserId: string): Promise<EntityRow[]> {
    return this.sql.run(() => this.#entities.all(advertiserId) as EntityRow[]);
  }

  floodlights(advertiserId: string): Promise<{ id: string; name: string }[]> {
    return this.sql.run(() => this.#floodlights.all(advertiserId) as { id: string; name: string }[]);
  }

  savedColumns(advertiserId: string): Promise<SavedColumnRow[]> {
    return this.sql.run(() => this.#savedColumns.all(advertiserId) as SavedColumnRow[]);
  }

  // Demo data only: the API never creates accounts.

  async addAgency(agencyId: string, name: string, linkedUsers: readonly string[]): Promise<void> {
    await this.sql.run(() => {
      this.#addAgency.run(agencyId, name);
      for (const userId of linkedUsers) this.#addLink.run(userId, agencyId);
    });
  }

  async addAdvertiser(row: AdvertiserRow): Promise<void> {
    await this.sql.run(() =>
      this.#addAdvertiser.run(row.advertiserId, row.agencyId, row.name, row.customerId),
    );
  }

  async addEntity(row: EntityRow): Promise<void> {
    await this.sql.run(() =>
      this.#addEntity.run(
        row.kind,
        row.legacyId,
        row.advertiserId,
        row.engineAccountId,
        row.parentId,
        row.name,
        row.newId,
      ),
    );
  }

  async addFloodlight(advertiserId: string, id: string, name: string): Promise<void> {
    await this.sql.run(() => this.#addFloodlight.run(advertiserId, id, name));
  }

  async addSavedColumn(advertiserId: string, column: SavedColumnRow): Promise<void> {
    await this.sql.run(() => this.#addSavedColumn.run(advertiserId, column.name, column.type));
  }
}
