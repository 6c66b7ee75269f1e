/**
 * axe-core in the page: the serious and critical findings of a screen, shadow roots included (axe walks
 * open shadow roots). WCAG 2.5.3's rule (the accessible name starts with the visible label) is run too:
 * on a TV the remote's voice control says the words on screen.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface Finding {
  rule: string;
  impact: string;
  nodes: string[];
}

interface AxeResults {
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
}

/** The serious and critical findings of the page as it is now, one line a rule with the nodes it names. */
export async function seriousFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
      }
    ).axe.run(document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
    }),
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
}
