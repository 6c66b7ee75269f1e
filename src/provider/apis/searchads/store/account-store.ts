/** The account tree a person reaches through their agency links, and the advertiser's floodlights and saved columns. */
import type { SqlAccess } from '../../../store/sql-access.ts';

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

  constructor(sql: SqlAccess) {
    this.#linked = sql.prepare('SELECT 1 FROM sa_links WHERE user_id = ? AND agency_id = ?');
    this.#advertiser =
      sql.prepare(`SELECT advertiser_id AS advertiserId, agency_id AS agencyId, name, customer_id AS customerId
       FROM sa_advertisers WHERE advertiser_id = ?`);
    this.#byCustomer =
      sql.prepare(`SELECT advertiser_id AS advertiserId, agency_id AS agencyId, name, customer_id AS customerId
       FROM sa_advertisers WHERE customer_id = ? ORDER BY advertiser_id`);
    this.#entities = sql.prepare(
      `SELECT ${ENTITY_COLUMNS} FROM sa_entities WHERE advertiser_id = ? ORDER BY kind DESC, legacy_id`,
    );
    this.#floodlights = sql.prepare(
      'SELECT activity_id AS id, name FROM sa_floodlights WHERE advertiser_id = ? ORDER BY activity_id',
    );
    this.#savedColumns = sql.prepare(
      'SELECT name, type FROM sa_saved_columns WHERE advertiser_id = ? ORDER BY name',
    );
    this.#addAgency = sql.prepare('INSERT INTO sa_agencies (agency_id, name) VALUES (?, ?)');
    this.#addLink = sql.prepare('INSERT INTO sa_links (user_id, agency_id) VALUES (?, ?)');
    this.#addAdvertiser = sql.prepare(
      'INSERT INTO sa_advertisers (advertiser_id, agency_id, name, customer_id) VALUES (?, ?, ?, ?)',
    );
    this.#addEntity =
      sql.prepare(`INSERT INTO sa_entities (kind, legacy_id, advertiser_id, engine_account_id, parent_id, name, new_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`);
    this.#addFloodlight = sql.prepare(
      'INSERT INTO sa_floodlights (advertiser_id, activity_id, name) VALUES (?, ?, ?)',
    );
    this.#addSavedColumn = sql.prepare(
      'INSERT INTO sa_saved_columns (advertiser_id, name, type) VALUES (?, ?, ?)',
    );
  }

  async isLinked(userId: string, agencyId: string): Promise<boolean> {
    return (await this.#linked.get(userId, agencyId)) !== undefined;
  }

  async advertiser(advertiserId: string): Promise<AdvertiserRow | undefined> {
    return await this.#advertiser.get<AdvertiserRow>(advertiserId);
  }

  async advertisersOfCustomer(customerId: string): Promise<AdvertiserRow[]> {
    return await this.#byCustomer.all<AdvertiserRow>(customerId);
  }

  /** Engine accounts first, then campaigns, then ad groups, each by id. */
  async entities(advertiserId: string): Promise<EntityRow[]> {
    return await this.#entities.all<EntityRow>(advertiserId);
  }

  async floodlights(advertiserId: string): Promise<{ id: string; name: string }[]> {
    return await this.#floodlights.all<{ id: string; name: string }>(advertiserId);
  }

  async savedColumns(advertiserId: string): Promise<SavedColumnRow[]> {
    return await this.#savedColumns.all<SavedColumnRow>(advertiserId);
  }

  // Demo data only: the API never creates accounts.

  async addAgency(agencyId: string, name: string, linkedUsers: readonly string[]): Promise<void> {
    await this.#addAgency.run(agencyId, name);
    for (const userId of linkedUsers) await this.#addLink.run(userId, agencyId);
  }

  async addAdvertiser(row: AdvertiserRow): Promise<void> {
    await this.#addAdvertiser.run(row.advertiserId, row.agencyId, row.name, row.customerId);
  }

  async addEntity(row: EntityRow): Promise<void> {
    await this.#addEntity.run(
      row.kind,
      row.legacyId,
      row.advertiserId,
      row.engineAccountId,
      row.parentId,
      row.name,
      row.newId,
    );
  }

  async addFloodlight(advertiserId: string, id: string, name: string): Promise<void> {
    await this.#addFloodlight.run(advertiserId, id, name);
  }

  async addSavedColumn(advertiserId: string, column: SavedColumnRow): Promise<void> {
    await this.#addSavedColumn.run(advertiserId, column.name, column.type);
  }
}
