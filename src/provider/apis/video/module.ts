import { Hono } from 'hono';
import type { ProviderModule } from '../../module.ts';

export const videoModule: ProviderModule = {
  name: 'video',
  migrations: [],
  mount: '/video/v3',
  routes: () => new Hono(),
};
