import { createHash, createPrivateKey, sign as rsaSign, verify as rsaVerify, X509Certificate } from 'node:crypto';
import forge from 'node-forge';

/**
 * The CMS signature (RFC 5652 SignedData, detached, as PDF's adbe.pkcs7.detached holds it) of the
 * product's seal, written and read here rather than by node-forge's pkcs7, which can neither write
 * an attribute it does not know nor hand back the signed attributes' values.
 *
 * What a seal vouches for travels in its *signed* attributes, never in free text of the file: the
 * signing time (1.2.840.113549.1.9.5) and a ContentHints attribute (RFC 2634,
 * 1.2.840.113549.1.9.16.2.4) whose description is the seal's statement as JSON — which document
 * it was made for, who signed, why. A PDF's own /Name, /Reason or /M can say anything.
 */

const asn1 = forge.asn1;
const { Class, Type } = asn1;

const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  contentHints: '1.2.840.113549.1.9.16.2.4',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
} as const;

/** What a seal of this product says it was made for; signed with everything else. */
export interface SealStatement {
  /** The document the seal was made for: a sealed file shown as another document's is not its. */
  documentId: number;
  /** The person who signed, as the product knew them. */
  signer: string;
  /** Why: who signed and returned which document. */
  reason: string;
}

/** The seal's key and certificate, from its PKCS#12 file. */
export interface SealKey {
  privateKeyPem: string;
  certificate: forge.pki.Certificate;
}

export function sealKeyOf(p12: Buffer, passphrase: string): SealKey {
  const parsed = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(p12.toString('binary')), passphrase);
  const certificate = parsed.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]?.[0]?.cert;
  const keyBag =
    parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!]?.[0] ??
    parsed.getBags({ bagType: forge.pki.oids.keyBag! })[forge.pki.oids.keyBag!]?.[0];
  if (!certificate || !keyBag?.key) throw new Error('The seal certificate file holds no certificate and key.');
  return { privateKeyPem: forge.pki.privateKeyToPem(keyBag.key), certificate };
}

const oid = (id: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(id).getBytes());
const seq = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, items);
const set = (items: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SET, true, items);
const int = (n: number) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(n).getBytes());
const octets = (bytes: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const utf8 = (text: string) => asn1.create(Class.UNIVERSAL, Type.UTF8, false, forge.util.encodeUtf8(text));
const algorithm = (id: string, withNull: boolean) =>
  seq(withNull ? [oid(id), asn1.create(Class.UNIVERSAL, Type.NULL, false, '')] : [oid(id)]);
const attribute = (type: string, value: forge.asn1.Asn1) => seq([oid(type), set([value])]);
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');

/** The detached CMS signature of `content` (the PDF's bytes outside /Contents), as DER. */
export function signSeal(key: SealKey, content: Buffer, signingTime: Date, statement: SealStatement): Buffer {
  const time =
    signingTime.getUTCFullYear() < 2050
      ? asn1.create(Class.UNIVERSAL, Type.UTCTIME, false, asn1.dateToUtcTime(signingTime))
      : asn1.create(Class.UNIVERSAL, Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(signingTime));
  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    attribute(OID.signingTime, time),
    attribute(OID.messageDigest, octets(createHash('sha256').update(content).digest())),
    attribute(OID.contentHints, seq([utf8(JSON.stringify(statement)), oid(OID.data)])),
  ];
  // The signature is over the attributes' DER as a SET OF; in the SignerInfo they are [0] IMPLICIT.
  const signature = rsaSign('sha256', der(set(attributes)), createPrivateKey(key.privateKeyPem));
  const cert = forge.pki.certificateToAsn1(key.certificate);
  const signerInfo = seq([
    int(1),
    seq([forge.pki.distinguishedNameToAsn1(key.certificate.issuer), serialOf(key.certificate)]),
    algorithm(OID.sha256, true),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, attributes),
    algorithm(OID.rsaEncryption, true),
    octets(signature),
  ]);
  const signedData = seq([
    int(1),
    set([algorithm(OID.sha256, true)]),
    seq([oid(OID.data)]),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [cert]),
    set([signerInfo]),
  ]);
  return der(seq([oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
}

function serialOf(cert: forge.pki.Certificate) {
  return asn1.create(Class.UNIVERSAL, Type.INTEGER, false, forge.util.hexToBytes(cert.serialNumber));
}

/** What a CMS signature says, once its signature over the signed attributes checked out. */
export interface ReadSignature {
  /** The signature over the signed attributes verifies with the certificate's key. */
  signatureOk: boolean;
  /** SHA-256 the signer computed over the signed bytes. */
  messageDigest: Buffer | null;
  signingTime: Date | null;
  /** The seal's statement, when the signature carries one this product wrote. */
  statement: SealStatement | null;
  certificateDer: Buffer;
  /** The certificate subject's common name. */
  certificateName: string | null;
}

const children = (node: forge.asn1.Asn1 | undefined) => (Array.isArray(node?.value) ? node.value : []);
const oidOf = (node: forge.asn1.Asn1 | undefined) =>
  node && node.type === Type.OID && typeof node.value === 'string' ? asn1.derToOid(node.value) : undefined;

/** Reads a detached CMS signature; throws on anything that is not one. */
export function readSealSignature(cms: Buffer): ReadSignature {
  // Bit strings kept as they came, so what is re-encoded (the certificate) is byte for byte the signer's.
  const options = { strict: true, parseAllBytes: true, decodeBitStrings: false };
  const contentInfo = asn1.fromDer(cms.toString('binary'), options as unknown as boolean);
  if (oidOf(children(contentInfo)[0]) !== OID.signedData) throw new Error('not CMS SignedData');
  const signedData = children(children(contentInfo)[1])[0];
  const parts = children(signedData);
  const certs = parts.find((p) => p.tagClass === Class.CONTEXT_SPECIFIC && p.type === 0);
  const signerInfos = parts[parts.length - 1];
  const signerInfo = children(signerInfos)[0];
  const certificate = children(certs)[0];
  if (!signerInfo || !certificate || children(signerInfos).length !== 1) throw new Error('not one signer');
  const infoParts = children(signerInfo);
  const signedAttrs = infoParts.find((p) => p.tagClass === Class.CONTEXT_SPECIFIC && p.type === 0);
  const signatureNode = infoParts[infoParts.length - 1];
  if (!signedAttrs || signatureNode?.type !== Type.OCTETSTRING) throw new Error('no signed attributes');

  const certificateDer = der(certificate);
  const x509 = new X509Certificate(certificateDer);
  const signatureOk = rsaVerify(
    'sha256',
    der(set(children(signedAttrs))),
    x509.publicKey,
    Buffer.from(signatureNode.value as string, 'binary'),
  );
  let messageDigest: Buffer | null = null;
  let signingTime: Date | null = null;
  let statement: SealStatement | null = null;
  for (const attr of children(signedAttrs)) {
    const [typeNode, values] = children(attr);
    const value = children(values)[0];
    if (!value) continue;
    switch (oidOf(typeNode)) {
      case OID.messageDigest:
        messageDigest = Buffer.from(value.value as string, 'binary');
        break;
      case OID.signingTime:
        signingTime =
          value.type === Type.UTCTIME
            ? asn1.utcTimeToDate(value.value as string)
            : asn1.generalizedTimeToDate(value.value as string);
        break;
      case OID.contentHints:
        statement = statementOf(children(value)[0]);
        break;
    }
  }
  return {
    signatureOk,
    messageDigest,
    signingTime,
    statement,
    certificateDer,
    certificateName: /(?:^|\n)CN=([^\n]+)/.exec(x509.subject)?.[1] ?? null,
  };
}

function statementOf(node: forge.asn1.Asn1 | undefined): SealStatement | null {
  if (node?.type !== Type.UTF8 || typeof node.value !== 'string') return null;
  try {
    const parsed = JSON.parse(forge.util.decodeUtf8(node.value)) as Partial<SealStatement>;
    return Number.isSafeInteger(parsed.documentId) &&
      typeof parsed.signer === 'string' &&
      typeof parsed.reason === 'string'
      ? { documentId: parsed.documentId!, signer: parsed.signer, reason: parsed.reason }
      : null;
  } catch {
    return null;
  }
}
