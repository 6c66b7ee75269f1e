/**
 * Tizen's unsigned .wgt: the staged folder as a plain zip (the W3C widget packaging format), written with
 * fflate so that packaging needs no `zip` command on the machine.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { zipSync, type Zippable } from 'fflate';

/** Every file below `dir`, by its path inside the archive ('/' separated), in a stable order. */
function filesOf(dir: string): Zippable {
  const files: Zippable = {};
  const paths = readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  for (const path of paths) {
    const full = join(dir, path);
    if (statSync(full).isFile()) files[path.split(sep).join('/')] = readFileSync(full);
  }
  return files;
}

/** Zips the folder's contents (config.xml at the archive's root) into `wgt`. */
export function writeUnsignedWgt(dir: string, wgt: string): void {
  writeFileSync(wgt, zipSync(filesOf(dir)));
}
