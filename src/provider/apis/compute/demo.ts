/**
 * Demo data (README, Demo data): project `demo-project` where alice is an owner (she holds
 * compute.images.deprecate) and bob a viewer, with three images: one ACTIVE, one DEPRECATED in favour of
 * the first, one OBSOLETE.
 */
import type { Image } from '#shared/wire/compute.ts';
import { demoPeople } from '../../demo-people.ts';
import { imagePath } from './services/access.ts';
import type { ComputeContext } from './services/operations.ts';
import { ResourceStore } from './store/resource-store.ts';

export const DEMO_PROJECT = 'demo-project';

const image = (
  id: string,
  name: string,
  family: string,
  created: string,
  extra: Partial<Image> = {},
): Image => ({
  kind: 'compute#image',
  id,
  creationTimestamp: created,
  name,
  description: `${family} built ${created.slice(0, 10)}`,
  family,
  selfLink: imagePath(DEMO_PROJECT, name),
  sourceType: 'RAW',
  status: 'READY',
  diskSizeGb: '10',
  ...extra,
});

export async function seedComputeDemo(ctx: ComputeContext): Promise<void> {
  const { alice, bob } = await demoPeople(ctx.accounts);
  const store = new ResourceStore(ctx.sql);
  const newest = imagePath(DEMO_PROJECT, 'debian-12-v20260101');
  await ctx.sql.withTransaction(async () => {
    await store.addMember(DEMO_PROJECT, alice.id, 'owner');
    await store.addMember(DEMO_PROJECT, bob.id, 'viewer');
    await store.insertImage(
      DEMO_PROJECT,
      image('6001234567890123401', 'debian-12-v20260101', 'debian-12', '2026-01-01T00:00:00.000Z'),
    );
    await store.insertImage(
      DEMO_PROJECT,
      image('6001234567890123402', 'debian-11-v20250101', 'debian-11', '2025-01-01T00:00:00.000Z', {
        deprecated: { state: 'DEPRECATED', replacement: newest, deprecated: '2026-01-02T00:00:00Z' },
      }),
    );
    await store.insertImage(
      DEMO_PROJECT,
      image('6001234567890123403', 'centos-7-v20200101', 'centos-7', '2020-01-01T00:00:00.000Z', {
        deprecated: { state: 'OBSOLETE', replacement: newest, obsolete: '2024-07-01T00:00:00Z' },
      }),
    );
  });
}
