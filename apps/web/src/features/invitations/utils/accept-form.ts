import {
  orgUnitRequired,
  partyTypeIdInput,
  type AcceptInvitationBody,
  type Invitation,
  type OrgUnit,
} from '@docvue/contracts';
import { formResolver } from '@/lib/form-resolver';
import type { Control } from 'react-hook-form';
import { z } from 'zod';

export type PartyChoice = 'new' | 'existing';

/** A party of the company's books, as the picker shows it. */
export interface ChosenParty {
  id: number;
  name: string;
  number: string;
  partyTypeName: string;
}

/** What the wizard's inputs hold: text as typed, the type as the select gives it. */
export interface AcceptFormValues {
  choice: PartyChoice;
  partyNumber: string;
  partyTypeId: string;
  orgUnitIds: number[];
  existingParty: ChosenParty | null;
}

/**
 * The wizard's rules (docs/product/administration.md §5 "Invitation accept"): a new party needs its number, type and at
 * least one org unit (in the company's word for it); otherwise an existing party must be chosen.
 * The lengths and the type are those of the contract's accept body.
 */
export const acceptFormSchema = (orgUnitTerm: string) =>
  z
    .object({
      choice: z.enum(['new', 'existing']),
      partyNumber: z.string().trim().max(255, 'Must be at most 255 characters'),
      partyTypeId: z.string(),
      orgUnitIds: z.array(z.number().int()),
      existingParty: z.object({ id: z.number().int() }).nullable(),
    })
    .superRefine((v, ctx) => {
      if (v.choice === 'existing') {
        if (!v.existingParty) ctx.addIssue({ code: 'custom', path: ['existingParty'], message: 'Required' });
        return;
      }
      if (!v.partyNumber) ctx.addIssue({ code: 'custom', path: ['partyNumber'], message: 'Required' });
      if (!partyTypeIdInput.safeParse(v.partyTypeId || undefined).success) {
        ctx.addIssue({ code: 'custom', path: ['partyTypeId'], message: 'Required' });
      }
      if (v.orgUnitIds.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['orgUnitIds'], message: orgUnitRequired(orgUnitTerm) });
      }
    });
export type AcceptFormOutput = z.output<ReturnType<typeof acceptFormSchema>>;
export type AcceptFormControl = Control<AcceptFormValues, unknown, AcceptFormOutput>;

export const acceptFormResolver = (orgUnitTerm: string) =>
  formResolver<AcceptFormValues, AcceptFormOutput>(acceptFormSchema(orgUnitTerm));

/**
 * A new party by default, of the type the invitation gives the sender; the company's one org
 * unit is chosen already (the input only shows when there are several).
 */
export function acceptFormValues(invitation: Invitation, orgUnits: Pick<OrgUnit, 'id'>[]): AcceptFormValues {
  return {
    choice: 'new',
    partyNumber: '',
    partyTypeId: String(invitation.partyTypeId),
    orgUnitIds: orgUnits.length === 1 ? [orgUnits[0]!.id] : [],
    existingParty: null,
  };
}

/** The contract's accept payload (docs/product/administration.md §3 "Accept payload") of the checked values. */
export function acceptBodyOf(invitationId: number, v: AcceptFormOutput): AcceptInvitationBody {
  if (v.choice === 'existing') return { id: invitationId, existingPartyId: v.existingParty!.id, orgUnitIds: [] };
  return {
    id: invitationId,
    partyNumber: v.partyNumber,
    partyTypeId: Number(v.partyTypeId),
    orgUnitIds: v.orgUnitIds,
    existingPartyId: null,
  };
}
