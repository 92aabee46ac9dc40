import { toCents } from '@docvue/contracts';
import type { Candidate } from './candidates.js';
import type { PatternRule } from './rules.js';

/*
 * Choosing among the values a field's labels point to, and saying how sure the choice is.
 * Confidence is a judgement, not a probability: a value after a specific label ("Invoice
 * Date") starts high, one after a generic label ("Date"), a qualified one ("Subscription
 * total") or one printed without a label starts lower; the same value printed elsewhere too
 * raises it, a different value of equal standing lowers it, and a total that equals the
 * page's subtotal plus tax (or the sum of its lines) raises it.
 */

/** Confidence of a value found by the best, second, third … tier of labels. */
const byTier = [0.9, 0.75, 0.6, 0.5, 0.4];
const clamp = (n: number) => Math.round(Math.min(0.99, Math.max(0.05, n)) * 100) / 100;

export interface Choice {
  best: Candidate;
  confidence: number;
}

const cents = (c: Candidate) => toCents(c.value) ?? 0;

/**
 * The best candidate: from the best tier that has one; within it, the first in reading order,
 * or for totals the one consistent with the page's figures, else the largest (sub-totals, tax
 * and line amounts are parts of the grand total), the last printed among equals. A zero
 * ("Amount due 0.00" on a paid invoice) or a negative amount (a payment, "(99.00)") is taken
 * only when there is nothing else: a credit note's total is negative throughout.
 */
export function choose(
  rule: PatternRule,
  candidates: readonly Candidate[],
  expected: ReadonlySet<number>,
): Choice | null {
  if (candidates.length === 0) return null;
  const money = rule.pick === 'largest';
  const positive = candidates.filter((c) => cents(c) > 0);
  const nonZero = candidates.filter((c) => cents(c) !== 0);
  const pool = !money ? candidates : positive.length ? positive : nonZero.length ? nonZero : candidates;
  const tier = Math.min(...pool.map((c) => c.tier));
  const inTier = pool.filter((c) => c.tier === tier);
  const consistent = (c: Candidate) => money && expected.has(cents(c));
  const inTierBest = inTier.reduce((a, b) => {
    if (money) {
      if (consistent(a) !== consistent(b)) return consistent(a) ? a : b;
      if (cents(a) !== cents(b)) return cents(a) > cents(b) ? a : b;
      return b.order > a.order ? b : a;
    }
    return b.order < a.order ? b : a;
  });
  // A larger amount that the page's figures add up to (subtotal plus tax, the lines) is the amount
  // due, whatever its label's tier: "Total 100.00 · VAT 20.00 · To pay 120.00", a sum printed alone.
  const added =
    money && !consistent(inTierBest) ? pool.filter(consistent).sort((a, b) => cents(b) - cents(a))[0] : undefined;
  const best = added && cents(added) > cents(inTierBest) ? added : inTierBest;

  let confidence = byTier[Math.min(best.tier, byTier.length - 1)]!;
  if (best.qualified) confidence -= 0.1;
  if (best.place === 'below') confidence -= 0.05;
  if (best.place === 'unlabelled') confidence -= 0.1;
  const same = candidates.filter((c) => c !== best && c.value === best.value && c.order !== best.order).length;
  confidence += Math.min(0.1, 0.05 * same);
  const rivals = inTier.filter((c) => c.value !== best.value);
  if (consistent(best)) confidence += 0.1;
  else if (rivals.length) confidence -= 0.15;
  if (money && cents(best) === 0) confidence = Math.min(confidence, 0.3);
  return { best, confidence: clamp(confidence) };
}
