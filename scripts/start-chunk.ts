/**
 * Two chunks for everything the entries reach by static imports (docs/app.md, "Budgets", "Early boot").
 * Left to itself, Rolldown splits the modules the entry shares with lazy chunks (Lit, the localize runtime,
 * the decode kit, idb-keyval, the token store, Vite's preload helper) into chunks of their own rather than
 * make a lazy chunk import from the entry: eight files before the sign-in screen, each with its own wrapper
 * and request. Here they become two:
 * - `paint`: what the early-paint entry (src/app/early-paint.ts) reaches, the code's early copy without Lit;
 * - `start`: what the app's entry reaches beyond that (Lit, the sign-in screen, start-up); it imports from
 *   `paint`. Lazy chunks import from both.
 */
import type { Plugin } from 'vite';

/** The second entry's module, as the build's input names it (vite.config.ts). */
export const EARLY_PAINT_ENTRY = 'src/app/early-paint.ts';
/** Its name in the build's input, and so its chunk's (classic-chunks.ts loads that chunk first). */
export const EARLY_PAINT_NAME = 'early-paint';

export function startChunk(): Plugin {
  const paint = new Set<string>();
  const start = new Set<string>();
  return {
    name: 'tv-start-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'paint', test: (id: string) => paint.has(id) },
                { name: 'start', test: (id: string) => start.has(id) },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const reach = (into: Set<string>, from: string[], skip: Set<string>): void => {
        into.clear();
        const queue = from.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const early = entries.filter((id) => id.endsWith(EARLY_PAINT_ENTRY));
      reach(paint, early, new Set());
      reach(
        start,
        entries.filter((id) => !early.includes(id)),
        paint,
      );
    },
  };
}
