import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { Database } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';
import { sealKeyOf, signSeal, type SealKey, type SealStatement } from './seal-cms.js';

/**
 * The product's seal on signed PDFs: a PAdES-style detached CMS signature (adbe.pkcs7.detached)
 * over the whole file by the product's certificate, so any PDF reader shows that the file was
 * not changed after it was signed, and `verifySeal` can tell the same.
 */
export interface PdfSeal {
  /** The certificate's subject, as readers show the signer. */
  readonly subject: string;
  /** SHA-256 of the certificate (DER, hex): how a verification knows the seal is this product's. */
  readonly certificateSha256: string;
  seal(pdf: Uint8Array, info: SealInfo): Promise<Buffer>;
}

export interface SealInfo {
  /** The document the sealed file is for: verification of it as another document's file says so. */
  documentId: number;
  /** Why it was signed: who signed and returned which document. */
  reason: string;
  /** The signer as the signature names them. */
  name: string;
  contactInfo: string;
  location: string;
  signingTime: Date;
}

const SUBJECT = 'DocVue Exchange Document Seal';

/** A self-signed seal certificate (RSA 2048, ten years), as PKCS#12. */
export function generateSealP12(passphrase: string): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const attrs = [
    { name: 'commonName', value: SUBJECT },
    { name: 'organizationName', value: 'DocVue Exchange' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

function certificateSha256Of(key: SealKey): string {
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(key.certificate)).getBytes();
  return createHash('sha256').update(Buffer.from(der, 'binary')).digest('hex');
}

/** Signs with the seal's key and says, in the signed attributes, what the seal was made for (seal-cms.ts). */
class StatementSigner extends Signer {
  constructor(
    private readonly key: SealKey,
    private readonly statement: SealStatement,
  ) {
    super();
  }

  override async sign(content: Buffer, signingTime?: Date): Promise<Buffer> {
    return signSeal(this.key, content, signingTime ?? new Date(), this.statement);
  }
}

/** The row of `server_secrets` that keeps the generated certificate. */
const SEAL_SECRET = 'pdf-seal';

interface StoredSeal {
  /** PKCS#12, base64. */
  p12: string;
  passphrase: string;
}

/** Where releases before the database kept it: adopted once, so files they sealed still verify as ours. */
async function earlierSealIn(dataDir: string): Promise<StoredSeal | undefined> {
  const dir = path.join(dataDir, 'seal');
  try {
    const [p12, passphrase] = await Promise.all([
      readFile(path.join(dir, 'seal.p12')),
      readFile(path.join(dir, 'passphrase'), 'utf8'),
    ]);
    return { p12: p12.toString('base64'), passphrase };
  } catch {
    return undefined;
  }
}

/**
 * The generated certificate, kept in the database so that every server process on it seals with
 * the same one and recognises the others' seals (a copy per data folder made each process call
 * its siblings' seals "not sealed by DocVue Exchange"). Made once: two processes starting at once
 * both insert if absent, and both read back the one that won.
 */
async function storedSeal(db: Database, dataDir: string): Promise<StoredSeal> {
  const read = async () => {
    const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, SEAL_SECRET));
    return row?.value as StoredSeal | undefined;
  };
  const existing = await read();
  if (existing) return existing;
  let candidate = await earlierSealIn(dataDir);
  if (!candidate) {
    const passphrase = randomBytes(24).toString('base64url');
    candidate = { p12: generateSealP12(passphrase).toString('base64'), passphrase };
  }
  await db.insert(serverSecrets).values({ name: SEAL_SECRET, value: candidate }).onConflictDoNothing();
  return (await read())!;
}

/** The configured certificate (`SEAL_P12`), or the product's own, kept in the database. */
export async function loadPdfSeal(opts: {
  db: Database;
  dataDir: string;
  configured?: { p12Path: string; passphrase: string } | undefined;
}): Promise<PdfSeal> {
  let p12: Buffer;
  let passphrase: string;
  if (opts.configured) {
    p12 = await readFile(opts.configured.p12Path);
    passphrase = opts.configured.passphrase;
  } else {
    const stored = await storedSeal(opts.db, opts.dataDir);
    p12 = Buffer.from(stored.p12, 'base64');
    passphrase = stored.passphrase;
  }
  const key = sealKeyOf(p12, passphrase);
  return {
    subject: SUBJECT,
    certificateSha256: certificateSha256Of(key),
    async seal(pdf, info) {
      const doc = await PDFDocument.load(pdf);
      pdflibAddPlaceholder({
        pdfDoc: doc,
        reason: info.reason,
        name: info.name,
        contactInfo: info.contactInfo,
        location: info.location,
        signingTime: info.signingTime,
        appName: 'DocVue Exchange',
      });
      const prepared = await doc.save({ useObjectStreams: false });
      const signer = new StatementSigner(key, { documentId: info.documentId, signer: info.name, reason: info.reason });
      return new SignPdf().sign(Buffer.from(prepared), signer, info.signingTime);
    },
  };
}
