/**
 * The platforms' manifests as packaged: the templates in platforms/ and public/manifest.webmanifest, each
 * given package.json's version here (no manifest carries a version of its own).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** webOS's appinfo.json: the template with `version` after `id`. */
export function webosAppInfo(root: string, version: string): string {
  const template = JSON.parse(readFileSync(join(root, 'platforms/webos/appinfo.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  if ('version' in template) throw new Error('platforms/webos/appinfo.json must not carry a version');
  const { id, ...rest } = template;
  return `${JSON.stringify({ id, version, ...rest }, null, 2)}\n`;
}

/** Tizen's config.xml: the template with the version attribute on <widget>. */
export function tizenConfigXml(root: string, version: string): string {
  const template = readFileSync(join(root, 'platforms/tizen/config.xml'), 'utf8');
  const widget = /<widget\s[^>]*>/.exec(template);
  if (!widget) throw new Error('platforms/tizen/config.xml has no <widget> element');
  if (/\sversion=/.test(widget[0])) throw new Error('platforms/tizen/config.xml must not carry a version');
  return template.replace(/<widget\s/, `<widget version="${version}" `);
}

/** The web app manifest, with the version as an extra member (browsers ignore members they do not know). */
export function webManifest(root: string, version: string): string {
  const manifest = JSON.parse(readFileSync(join(root, 'public/manifest.webmanifest'), 'utf8')) as object;
  return `${JSON.stringify({ ...manifest, version }, null, 2)}\n`;
}

/** The Tizen package id and application id, read back from the template (tests and file names). */
export function tizenIds(configXml: string): { packageId: string; applicationId: string } {
  const app = /<tizen:application\b[^>]*>/.exec(configXml)?.[0] ?? '';
  const attr = (name: string): string => new RegExp(`\\s${name}="([^"]*)"`).exec(app)?.[1] ?? '';
  return { packageId: attr('package'), applicationId: attr('id') };
}
