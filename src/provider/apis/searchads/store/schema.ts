/**
 * The search-ads tables. The account tree (agencies, advertisers, engine accounts and their campaigns and ad
 * groups) is demo data the API only reads; conversions, availabilities and report requests are written.
 */
import type { Migration } from '../../../store/db.ts';

export const searchAdsMigrations: readonly Migration[] = [
  {
    id: 'searchads-001-init',
    up: `
      CREATE TABLE sa_agencies (agency_id TEXT PRIMARY KEY, name TEXT NOT NULL);
      CREATE TABLE sa_links (
        user_id TEXT NOT NULL,
        agency_id TEXT NOT NULL REFERENCES sa_agencies (agency_id),
        PRIMARY KEY (user_id, agency_id)
      );
      CREATE TABLE sa_advertisers (
        advertiser_id TEXT PRIMARY KEY,
        agency_id TEXT NOT NULL REFERENCES sa_agencies (agency_id),
        name TEXT NOT NULL,
        customer_id TEXT
      );
      -- Engine accounts, campaigns and ad groups; new_id is the id in the new product version (NULL: none).
      CREATE TABLE sa_entities (
        kind TEXT NOT NULL,
        legacy_id TEXT NOT NULL,
        advertiser_id TEXT NOT NULL REFERENCES sa_advertisers (advertiser_id),
        engine_account_id TEXT NOT NULL,
        parent_id TEXT,
        name TEXT NOT NULL,
        new_id TEXT,
        PRIMARY KEY (kind, legacy_id)
      );
      CREATE TABLE sa_floodlights (
        advertiser_id TEXT NOT NULL REFERENCES sa_advertisers (advertiser_id),
        activity_id TEXT NOT NULL,
        name TEXT NOT NULL,
        PRIMARY KEY (advertiser_id, activity_id)
      );
      CREATE TABLE sa_saved_columns (
        advertiser_id TEXT NOT NULL REFERENCES sa_advertisers (advertiser_id),
        name TEXT NOT NULL,
        type TEXT NOT NULL,
        PRIMARY KEY (advertiser_id, name)
      );
      CREATE TABLE sa_conversions (
        ds_conversion_id TEXT PRIMARY KEY,
        advertiser_id TEXT NOT NULL REFERENCES sa_advertisers (advertiser_id),
        conversion_id TEXT NOT NULL,
        engine_account_id TEXT NOT NULL,
        customer_id TEXT,
        timestamp INTEGER NOT NULL,
        data TEXT NOT NULL,
        UNIQUE (advertiser_id, conversion_id)
      );
      CREATE INDEX sa_conversions_time ON sa_conversions (advertiser_id, timestamp);
      CREATE TABLE sa_availability (
        advertiser_id TEXT NOT NULL,
        segmentation_id TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (advertiser_id, segmentation_id)
      );
      CREATE TABLE sa_reports (
        id TEXT PRIMARY KEY,
        user_id TEXT NOT NULL,
        request TEXT NOT NULL,
        rows TEXT NOT NULL,
        columns TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        ready_at INTEGER NOT NULL
      );
    `,
  },
  {
    // The per-person report quota counts stored bytes; the sweeper finds old reports by time.
    id: 'searchads-002-report-quota',
    up: `
      ALTER TABLE sa_reports ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX sa_reports_by_user ON sa_reports (user_id, created_at);
    `,
  },
];
