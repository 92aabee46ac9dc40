import { createHash, createPublicKey, verify as verifySignature, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

export interface SealCheck {
  signed: boolean;
  valid: boolean;
  unchanged: boolean;
  /** SHA-256 of the signing certificate (DER, hex), to compare with the product's seal. */
  certificateSha256: string | null;
  signer: string | null;
  reason: string | null;
  signedAt: string | null;
}

const none: SealCheck = {
  signed: false,
  valid: false,
  unchanged: false,
  certificateSha256: null,
  signer: null,
  reason: null,
  signedAt: null,
};

/** A PDF literal string's text, escapes undone (enough for the names and reasons we write). */
function pdfString(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  return raw.replace(/\\([nrtbf()\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' })[c] ?? c);
}

/** "D:20261123151200Z" or "D:20261123151200+01'00'" as ISO time. */
function pdfDate(raw: string | null): string | null {
  const m = raw && /^D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(Z|[+-]\d{2}'?\d{2}'?)?/.exec(raw);
  if (!m) return null;
  const zone = !m[7] || m[7] === 'Z' ? 'Z' : `${m[7].slice(0, 3)}:${m[7].replace(/'/g, '').slice(3, 5)}`;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${zone}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Checks the last signature of a PDF, as a reader's signature panel does: the CMS signature
 * verifies with its certificate's key over the signed attributes, their message digest is the
 * SHA-256 of the bytes the ByteRange covers, and the ByteRange covers the whole file (nothing
 * was appended after signing). Never throws on a damaged file: it is reported as not valid.
 */
export function checkPdfSeal(pdf: Buffer): SealCheck {
  const text = pdf.toString('latin1');
  const at = text.lastIndexOf('/ByteRange');
  if (at < 0) return none;
  const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text.slice(at, at + 200));
  if (!range) return { ...none, signed: true };
  const [a, b, c, d] = range.slice(1, 5).map(Number) as [number, number, number, number];
  // The signature dictionary around the ByteRange: its Contents, Reason, Name and signing time.
  const dictStart = text.lastIndexOf('<<', at);
  const dictEnd = text.indexOf('>>', c);
  const dict = text.slice(Math.max(0, dictStart - 20_000), dictEnd > 0 ? dictEnd + 2 : at + 20_000);
  const reason = pdfString(/\/Reason\s*\(((?:\\.|[^\\)])*)\)/.exec(dict)?.[1]);
  const name = pdfString(/\/Name\s*\(((?:\\.|[^\\)])*)\)/.exec(dict)?.[1]);
  const signedAt = pdfDate(pdfString(/\/M\s*\(((?:\\.|[^\\)])*)\)/.exec(dict)?.[1]));
  const base = { ...none, signed: true, reason, signer: name, signedAt };
  const unchanged = a === 0 && c + d === pdf.length && b < c;
  if (b >= c || c + d > pdf.length) return base;
  const contents = text.slice(b, c).replace(/^</, '').replace(/>$/, '').replace(/0+$/, '');
  try {
    const der = Buffer.from(contents.length % 2 ? `${contents}0` : contents, 'hex');
    const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(der.toString('binary'))) as unknown as {
      certificates: forge.pki.Certificate[];
      rawCapture: { authenticatedAttributes?: forge.asn1.Asn1[]; signature: string };
    };
    const cert = message.certificates[0];
    const attributes = message.rawCapture.authenticatedAttributes;
    if (!cert || !attributes) return { ...base, unchanged };
    const certDer = Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary');
    const x509 = new X509Certificate(certDer);
    // The digest the signer signed, and the digest of the bytes the file has now.
    let signedDigest: Buffer | undefined;
    for (const attr of attributes) {
      const parts = attr.value as forge.asn1.Asn1[];
      if (forge.asn1.derToOid(parts[0]!.value as string) === forge.pki.oids.messageDigest!) {
        const set = parts[1]!.value as forge.asn1.Asn1[];
        signedDigest = Buffer.from(set[0]!.value as string, 'binary');
      }
    }
    const actual = createHash('sha256')
      .update(pdf.subarray(a, a + b))
      .update(pdf.subarray(c, c + d))
      .digest();
    const attrsDer = Buffer.from(
      forge.asn1.toDer(forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes)).getBytes(),
      'binary',
    );
    const signatureOk = verifySignature(
      'sha256',
      attrsDer,
      createPublicKey(x509.publicKey.export({ type: 'spki', format: 'pem' })),
      Buffer.from(message.rawCapture.signature, 'binary'),
    );
    return {
      ...base,
      signer: name ?? /CN=([^\n,]+)/.exec(x509.subject)?.[1] ?? null,
      valid: signatureOk && signedDigest !== undefined && signedDigest.equals(actual),
      unchanged,
      certificateSha256: createHash('sha256').update(certDer).digest('hex'),
    };
  } catch {
    return { ...base, unchanged };
  }
}
