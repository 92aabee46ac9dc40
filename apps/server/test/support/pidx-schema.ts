import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * The PIDX 1.61 Invoice and InvoiceResponse schemas a large buyer network ships (issue 41). They are
 * PIDX's copyright, for validating in tests only: never copied into this repository, read from
 * `shared/pidx-schemas` beside the clone (as CI has it), or from PIDX_SCHEMAS_DIR.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const pidxSchemaDir = path.resolve(
  process.env.PIDX_SCHEMAS_DIR ?? path.join(repoRoot, '..', 'shared', 'pidx-schemas'),
);

const schemaFiles = { Invoice: 'PIDX_1.61_Invoice.xsd', InvoiceResponse: 'PIDX_1.61_InvoiceResponse.xsd' } as const;
const cache = new Map<string, string>();

function schemaText(kind: keyof typeof schemaFiles): string {
  const file = path.join(pidxSchemaDir, schemaFiles[kind]);
  if (!existsSync(file)) {
    // A missing folder is a failure, never a skip: the check would pass by checking nothing.
    throw new Error(
      `The PIDX 1.61 schemas are not found at ${pidxSchemaDir} (need ${schemaFiles[kind]}). ` +
        'Put the shared folder beside the repository (shared/pidx-schemas) or set PIDX_SCHEMAS_DIR.',
    );
  }
  if (!cache.has(kind)) cache.set(kind, readFileSync(file, 'utf8'));
  return cache.get(kind)!;
}

/**
 * The schema errors of a PIDX document the product wrote ([] when valid). A 1.62 file is read with
 * the 1.61 namespace and version, as shared/pidx-schemas/README.md says (1.62 differs from 1.61 in
 * those alone for an invoice and its response).
 */
export async function pidxSchemaErrors(xml: string): Promise<string[]> {
  const kind = /<(?:\w+:)?InvoiceResponse[\s>]/.test(xml) ? 'InvoiceResponse' : 'Invoice';
  const as161 = xml
    .replaceAll('http://www.pidx.org/schemas/v1.62', 'http://www.pidx.org/schemas/v1.61')
    .replace(/(:version=")1\.62"/, '$11.61"');
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: as161 }],
    schema: [{ fileName: schemaFiles[kind], contents: schemaText(kind) }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}
