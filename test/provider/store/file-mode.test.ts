/**
 * The SQLite database holds password hashes and the private signing keys: a new one, and the -wal and -shm
 * files beside it, are readable and writable by their owner alone (docs/security.md#the-database-file).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../src/provider/store/db.ts';

test('a new database file and its -wal and -shm are created with mode 0600', () => {
  const dir = mkdtempSync(join(tmpdir(), 'provider-db-mode-'));
  // The usual umask, which left the files 0644 (readable by every local account).
  const umask = process.umask(0o022);
  try {
    const path = join(dir, 'data', 'provider.sqlite');
    const db = openDatabase(path);
    try {
      db.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1)');
      for (const file of [path, `${path}-wal`, `${path}-shm`]) {
        assert.equal((statSync(file).mode & 0o777).toString(8), '600', file);
      }
    } finally {
      db.close();
    }
  } finally {
    process.umask(umask);
    rmSync(dir, { recursive: true, force: true });
  }
});
