/** `npm run provider`: the local provider alone, configured from the environment. */
import { launchProvider } from './launch.ts';

async function main(): Promise<void> {
  const provider = await launchProvider('provider');
  const stop = (): void => {
    void provider.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
