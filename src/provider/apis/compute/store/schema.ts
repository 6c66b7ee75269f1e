/** The compute tables: who holds which role on a project, images, disks, and operations with their request ids. */
import type { Migration } from '../../../store/db.ts';

export const computeMigrations: readonly Migration[] = [
  {
    id: 'compute-001-init',
    up: `
      CREATE TABLE compute_members (
        project TEXT NOT NULL,
        user_id TEXT NOT NULL,
        role TEXT NOT NULL,
        PRIMARY KEY (project, user_id)
      );
      CREATE TABLE compute_images (
        project TEXT NOT NULL,
        name TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (project, name)
      );
      CREATE TABLE compute_disks (
        project TEXT NOT NULL,
        zone TEXT NOT NULL,
        name TEXT NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (project, zone, name)
      );
      CREATE TABLE compute_operations (
        project TEXT NOT NULL,
        zone TEXT NOT NULL,
        name TEXT NOT NULL,
        request_id TEXT,
        insert_time INTEGER NOT NULL,
        end_time INTEGER NOT NULL,
        accepted INTEGER NOT NULL,
        data TEXT NOT NULL,
        PRIMARY KEY (project, zone, name)
      );
      CREATE INDEX compute_operations_request ON compute_operations (project, request_id);
      CREATE INDEX compute_operations_time ON compute_operations (project, insert_time);
    `,
  },
];
