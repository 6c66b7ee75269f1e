/**
 * What a screen reader would read, from Chromium's accessibility tree (CDP `Accessibility.getFullAXTree`):
 * the focused element's role and name (the option a focused listbox names with aria-activedescendant, as
 * a reader follows it), the `main` landmarks, and the text of every live region on the page.
 */
import type { CDPSession, Page } from '@playwright/test';

interface AxValue {
  type: string;
  value?: string | number | boolean;
  relatedNodes?: { backendDOMNodeId: number }[];
}

interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: AxValue;
  name?: AxValue;
  value?: AxValue;
  backendDOMNodeId?: number;
  properties?: { name: string; value: AxValue }[];
}

export interface Spoken {
  role: string;
  name: string;
  /** A slider's value text, a checkbox's state: what a reader adds after the name. */
  value: string;
}

const prop = (node: AxNode, name: string): AxValue | undefined =>
  node.properties?.find((p) => p.name === name)?.value;

export class AxReader {
  private constructor(private readonly cdp: CDPSession) {}

  static async open(page: Page): Promise<AxReader> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Accessibility.enable');
    return new AxReader(cdp);
  }

  private async nodes(): Promise<AxNode[]> {
    const { nodes } = (await this.cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AxNode[] };
    return nodes.filter((n) => !n.ignored);
  }

  /** The focused element as a reader says it; undefined when nothing is focused. */
  async focused(): Promise<Spoken | undefined> {
    const nodes = await this.nodes();
    const focused = nodes.filter(
      (n) => prop(n, 'focused')?.value === true && n.role?.value !== 'RootWebArea',
    );
    let node = focused[focused.length - 1];
    const active = node && prop(node, 'activedescendant')?.relatedNodes?.[0]?.backendDOMNodeId;
    if (active !== undefined) node = nodes.find((n) => n.backendDOMNodeId === active) ?? node;
    if (!node) return undefined;
    return {
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      // CDP leaves a slider's valuetext empty in this tree; its value (aria-valuenow) still moves.
      value: String((prop(node, 'valuetext')?.value || node.value?.value) ?? ''),
    };
  }

  /** How many `main` landmarks the page has. */
  async mains(): Promise<number> {
    return (await this.nodes()).filter((n) => n.role?.value === 'main').length;
  }
}

/**
 * The text of every live region (aria-live, or the status, alert and log roles), through shadow roots, in
 * document order: what a reader would say by itself when it changes.
 */
export function liveRegions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (root: Document | ShadowRoot): void => {
      for (const el of root.querySelectorAll('*')) {
        const live = el.getAttribute('aria-live');
        const role = el.getAttribute('role');
        if ((live !== null && live !== 'off') || role === 'status' || role === 'alert' || role === 'log') {
          found.push(`${role ?? live ?? ''}: ${el.textContent.replace(/\s+/g, ' ').trim()}`);
        }
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return found;
  });
}
