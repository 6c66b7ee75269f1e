/**
 * The real-time bidding API's tables. Resources are stored as JSON beside the columns queries need; every
 * listable row has an ever-growing `seq`, which list snapshots and page tokens are built on (paging.ts).
 */
import type { Migration } from '../../../store/db.ts';
import { watchChannelsMigration } from '../../calendar/store/watch-channels.ts';

export const biddingMigrations: readonly Migration[] = [
  {
    id: 'bidding-001-init',
    up: `
      CREATE TABLE rtb_accounts (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE TABLE rtb_links (
        user_id TEXT NOT NULL,
        account TEXT NOT NULL REFERENCES rtb_accounts (name),
        PRIMARY KEY (user_id, account)
      );
      CREATE TABLE rtb_items (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL,
        parent TEXT NOT NULL,
        id TEXT NOT NULL,
        data TEXT NOT NULL,
        UNIQUE (kind, parent, id)
      );
      CREATE TABLE rtb_creatives (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        buyer TEXT NOT NULL,
        id TEXT NOT NULL,
        status TEXT NOT NULL,
        review_due INTEGER NOT NULL,
        data TEXT NOT NULL,
        UNIQUE (buyer, id)
      );
      CREATE INDEX rtb_creatives_review ON rtb_creatives (status, review_due);
      CREATE TABLE rtb_watches (
        bidder TEXT PRIMARY KEY,
        address TEXT,
        message_number INTEGER NOT NULL
      );
    `,
  },
  // Which grant made each watch (calendar/store/watch-channels.ts).
  watchChannelsMigration,
];
