import { readFileSync } from 'node:fs';

export const pidxFixture = (name: string) => readFileSync(new URL(`../fixtures/pidx/${name}`, import.meta.url));

/** A `POST /documents/pidx` body: the optional pidxUploadData, the XML, then optionally its PDF. */
export function pidxMultipart(xml: Buffer | string, opts: { data?: Record<string, unknown>; pdf?: Uint8Array } = {}) {
  const boundary = `----pidx${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (opts.data) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pidxUploadData"\r\n\r\n${JSON.stringify(opts.data)}\r\n`,
      ),
    );
  }
  const file = (name: string, type: string, bytes: Buffer | Uint8Array | string) =>
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from('\r\n'),
    );
  file('invoice.xml', 'application/xml', xml);
  if (opts.pdf) file('invoice.pdf', 'application/pdf', opts.pdf);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
