/**
 * One chunk for everything the entry reaches by static imports (docs/app.md, "Budgets"). Left to itself,
 * Rolldown splits the modules the entry shares with lazy chunks (Lit, the localize runtime, the decode kit,
 * idb-keyval, the token store, Vite's preload helper) into chunks of their own rather than make a lazy chunk
 * import from the entry: eight files before the sign-in screen, each with its own wrapper and request. Here
 * they become one chunk, `start`, beside an entry that holds `main.ts` alone; lazy chunks import from it.
 */
import type { Plugin } from 'vite';

export function startChunk(): Plugin {
  const start = new Set<string>();
  return {
    name: 'tv-start-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: [{ name: 'start', test: (id: string) => start.has(id) }] },
          },
        },
      },
    }),
    buildEnd() {
      start.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const queue = entries.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (start.has(id)) continue;
        start.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
