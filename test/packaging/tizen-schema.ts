// Tizen's config.xml against tizen-config.xsd (and the widgets schema it imports) with libxml2 compiled to
// WebAssembly, so the packaging tests need no system tool beyond Node.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const schemaFile = (name: string) => ({
  fileName: name,
  contents: readFileSync(join(import.meta.dirname, name), 'utf8'),
});

/** Whether the document is valid, and libxml2's messages when it is not. */
export async function validateTizenConfig(xml: string): Promise<{ valid: boolean; output: string }> {
  const result = await validateXML({
    xml: { fileName: 'config.xml', contents: xml },
    schema: schemaFile('tizen-config.xsd'),
    // The config schema imports the widgets schema by this file name.
    preload: schemaFile('tizen-widgets.xsd'),
  });
  return { valid: result.valid, output: result.errors.map((error) => error.rawMessage).join('\n') };
}
