/**
 * What a Chromium version understands of CSS, read from MDN's browser-compat-data (a devDependency pinned to
 * the 6.1 line that `eslint-plugin-compat` also uses, so the build and the compat lint (docs/app.md, "Legacy
 * build") judge an engine by the same data). Older copies (4.x) still put the logical longhands at Chromium
 * 87, which Chromium 69 shipped.
 */
import { createRequire } from 'node:module';

interface SupportStatement {
  version_added: string | boolean | null;
  version_removed?: string | boolean | null;
  alternative_name?: string;
  prefix?: string;
  flags?: unknown[];
  partial_implementation?: boolean;
}

interface Feature {
  __compat?: { support: { chrome?: SupportStatement | SupportStatement[] } };
  [sub: string]: Feature | Feature['__compat'];
}

interface CompatData {
  css: { properties: Record<string, Feature> };
  __meta: { version: string };
}

const data = createRequire(import.meta.url)('@mdn/browser-compat-data') as CompatData;

export const compatDataVersion = data.__meta.version;

function statements(feature: Feature | undefined): SupportStatement[] {
  const chrome = feature?.__compat?.support.chrome;
  if (chrome === undefined) return [];
  return Array.isArray(chrome) ? chrome : [chrome];
}

/** Whether one statement (unflagged, whole) holds in Chromium `version`. */
function holds(statement: SupportStatement, version: number): boolean {
  if (statement.flags !== undefined || statement.partial_implementation === true) return false;
  const added = statement.version_added;
  if (typeof added !== 'string' || Number(added.replace('≤', '')) > version) return false;
  const removed = statement.version_removed;
  return typeof removed !== 'string' || Number(removed) > version;
}

/** How Chromium `version` spells a CSS property: its own name, another (`-webkit-margin-start`), or none. */
export function chromiumName(property: string, version: number): string | undefined {
  const found = statements(data.css.properties[property]).filter((s) => holds(s, version));
  if (found.some((s) => s.alternative_name === undefined && s.prefix === undefined)) return property;
  const other = found.find((s) => s.alternative_name !== undefined);
  return other?.alternative_name ?? (other?.prefix === undefined ? undefined : other.prefix + property);
}

let known: Map<string, string> | undefined;

/** The properties the data knows, and every other name they go by in Chromium (`-webkit-padding-end`). */
export function knownProperties(): Map<string, string> {
  if (known !== undefined) return known;
  const names = new Map<string, string>();
  for (const [property, feature] of Object.entries(data.css.properties)) {
    names.set(property, property);
    for (const statement of statements(feature)) {
      if (statement.alternative_name !== undefined) names.set(statement.alternative_name, property);
      if (statement.prefix !== undefined) names.set(statement.prefix + property, property);
    }
  }
  known = names;
  return names;
}

/** Whether Chromium `version` knows `property` (any name it goes by there). */
export function supportsProperty(name: string, version: number): boolean {
  const property = knownProperties().get(name) ?? name;
  const spelled = (s: SupportStatement): string =>
    s.alternative_name ?? (s.prefix === undefined ? property : s.prefix + property);
  return statements(data.css.properties[property]).some((s) => holds(s, version) && spelled(s) === name);
}

/**
 * Whether Chromium `version` takes `value` for `property`, where the data lists that keyword on its own
 * (`float: inline-start`, `text-align: start`); `undefined` when it does not list it.
 */
export function supportsValue(property: string, value: string, version: number): boolean | undefined {
  const sub = data.css.properties[property]?.[value] as Feature | undefined;
  if (sub?.__compat === undefined) return undefined;
  return statements(sub).some((s) => holds(s, version) && s.prefix === undefined);
}
