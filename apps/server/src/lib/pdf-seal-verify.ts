import { createHash } from 'node:crypto';
import { readSealSignature, type SealStatement } from './seal-cms.js';

/**
 * SECURITY-CRITICAL. Checks a PDF's seal as a strict reader does (poppler's pdfsig, Acrobat), and
 * says no more than the signature proves:
 *
 * - The signature dictionary is found by its structure: a `/ByteRange [0 b c d]` whose gap [b, c)
 *   is exactly the `/Contents` hex string of the same dictionary (nothing but the dictionary's own
 *   keys between them), and whose ranges cover the file up to its last byte. Several candidates
 *   covering the whole file (a second, forged /ByteRange) are not trusted: none is.
 * - The gap holds the DER signature and zero padding only. Bytes slipped into the padding (new
 *   objects that a lenient reader renders, "FORGED AFTER SIGNING") are a changed file.
 * - An incremental update after the signed bytes (a file longer than the range) is "changed since".
 * - Signer, time and reason come from the CMS signed attributes (seal-cms.ts) and the certificate,
 *   never from /Name, /Reason or /M text, which anyone can write into a file before it is signed.
 *
 * Never throws on a damaged file: it is reported as not valid.
 */

export interface SealCheck {
  signed: boolean;
  valid: boolean;
  unchanged: boolean;
  /** SHA-256 of the signing certificate (DER, hex), to compare with the product's seal. */
  certificateSha256: string | null;
  signer: string | null;
  reason: string | null;
  signedAt: string | null;
  /** What the product's seal says it was made for (its signed statement), when it carries one. */
  statement: SealStatement | null;
}

const none: SealCheck = {
  signed: false,
  valid: false,
  unchanged: false,
  certificateSha256: null,
  signer: null,
  reason: null,
  signedAt: null,
  statement: null,
};

/** A signature dictionary's signed ranges, as found in the file. */
interface ByteRange {
  /** Where the `/ByteRange` key is. */
  at: number;
  offsets: [number, number, number, number];
}

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d{1,15})\s+(\d{1,15})\s+(\d{1,15})\s+(\d{1,15})\s*\]/g;
/** Keywords that end one object and begin another: a /ByteRange and its /Contents are never apart by one. */
const OBJECT_BOUNDARY = /\b(?:endobj|obj|stream|endstream|trailer|xref|startxref)\b/;

function byteRangesIn(text: string): ByteRange[] {
  return [...text.matchAll(BYTE_RANGE)].map((m) => ({
    at: m.index,
    offsets: [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])],
  }));
}

/**
 * The range is the signature's own: it starts at the file's first byte, its gap is a hex string
 * that `/Contents` names, and the /ByteRange key sits in the same dictionary, outside the gap.
 */
function isOwnRange(text: string, range: ByteRange): boolean {
  const [a, b, c] = range.offsets;
  if (a !== 0 || b <= 0 || c <= b + 1 || text[b] !== '<' || text[c - 1] !== '>') return false;
  if (!/\/Contents\s*$/.test(text.slice(Math.max(0, b - 40), b))) return false;
  const between = range.at < b ? text.slice(range.at, b) : range.at >= c ? text.slice(c, range.at) : null;
  return between !== null && between.length < 4096 && !OBJECT_BOUNDARY.test(between);
}

/** The DER signature in the gap, if the gap is hex digits of one DER value followed by zeros only. */
function signatureInGap(text: string, b: number, c: number): Buffer | undefined {
  const hex = text.slice(b + 1, c - 1);
  if (hex.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return undefined;
  const bytes = Buffer.from(hex, 'hex');
  const length = derLength(bytes);
  if (length === undefined || length > bytes.length) return undefined;
  if (bytes.subarray(length).some((byte) => byte !== 0)) return undefined;
  return bytes.subarray(0, length);
}

/** The length of the DER SEQUENCE at the start of `bytes`, header included. */
function derLength(bytes: Buffer): number | undefined {
  if (bytes[0] !== 0x30 || bytes.length < 2) return undefined;
  const first = bytes[1]!;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count === 0 || count > 4 || bytes.length < 2 + count) return undefined;
  let length = 0;
  for (let i = 0; i < count; i++) length = length * 256 + bytes[2 + i]!;
  return 2 + count + length;
}

export function checkPdfSeal(pdf: Buffer): SealCheck {
  const text = pdf.toString('latin1');
  const ranges = byteRangesIn(text);
  if (ranges.length === 0) return none;
  const signed = { ...none, signed: true };
  // The signature that should cover the file: the last of the file's own ranges.
  const own = ranges.filter((r) => isOwnRange(text, r));
  const last = own.at(-1);
  if (!last) return signed;
  const [, b, c, d] = last.offsets;
  const unchanged = c + d === pdf.length;
  // Another dictionary claiming to cover the file too is a forgery's decoy: nothing is trusted.
  const coveringAll = own.filter((r) => r.offsets[2] + r.offsets[3] === pdf.length);
  if (c + d > pdf.length || coveringAll.length > 1) return signed;
  const cms = signatureInGap(text, b, c);
  if (!cms) return signed;
  try {
    const read = readSealSignature(cms);
    const actual = createHash('sha256')
      .update(pdf.subarray(0, b))
      .update(pdf.subarray(c, c + d))
      .digest();
    const valid = read.signatureOk && read.messageDigest !== null && read.messageDigest.equals(actual);
    return {
      signed: true,
      valid,
      unchanged: valid && unchanged,
      certificateSha256: createHash('sha256').update(read.certificateDer).digest('hex'),
      signer: read.statement?.signer ?? read.certificateName,
      reason: read.statement?.reason ?? null,
      signedAt: read.signingTime?.toISOString() ?? null,
      statement: read.statement,
    };
  } catch {
    return signed;
  }
}
