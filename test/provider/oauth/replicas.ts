/**
 * Two providers on one database, on one clock (docs/scale.md): on PostgreSQL each with a pool and process
 * state of its own; on SQLite, whose file one process owns, one provider standing in for both, so that the
 * same races run inside it.
 */
import type { Settings } from '../../../src/provider/settings.ts';
import { ManualClock } from '../../../src/provider/clock.ts';
import { POSTGRES_URL } from '../store-under-test.ts';
import { SharedStore } from '../shared-store.ts';
import { Harness } from './harness.ts';

export interface Replicas {
  a: Harness;
  b: Harness;
  close: () => Promise<void>;
}

export async function replicas(settings: Partial<Settings> = {}): Promise<Replicas> {
  const clock = new ManualClock();
  if (POSTGRES_URL === '') {
    const only = await Harness.start(settings, clock);
    return { a: only, b: only, close: () => only.close() };
  }
  const shared = await SharedStore.open();
  const a = await Harness.start(settings, clock, shared);
  const b = await Harness.start(settings, clock, shared);
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await shared.close();
    },
  };
}
