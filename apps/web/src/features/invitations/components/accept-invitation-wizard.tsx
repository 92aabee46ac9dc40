import { invitationMessages, type AcceptInvitationBody, type Invitation, type OrgUnit } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DueDiligenceDialog } from '@/components/due-diligence-dialog';
import { reportError } from '@/lib/error-reporting';
import { notify } from '@/lib/notify';
import { acceptFailure, useAcceptInvitation } from '../api/accept-invitation';
import {
  acceptBodyOf,
  acceptFormResolver,
  acceptFormValues,
  type AcceptFormOutput,
  type AcceptFormValues,
  type PartyChoice,
} from '../utils/accept-form';
import { ExistingPartyField } from './existing-party-field';
import { NewPartyFields } from './new-party-fields';

export const INVITATIONS_PATH = '/admin/invitations';

const choiceLabels: Record<PartyChoice, string> = {
  new: 'Create new party',
  existing: 'Select existing party',
};
const steps = ['Choose', 'Party'];

interface AcceptInvitationWizardProps {
  invitation: Invitation;
  /** The company's active org units. */
  orgUnits: Pick<OrgUnit, 'id' | 'name'>[];
  orgUnitTerm: string;
  /** The company's word for Vendor. */
  vendorTerm: string;
}

/**
 * The accept wizard (docs/product/administration.md §2, §5): first whether the sender becomes a new party or one the
 * company has, then that party. Accept asks to agree to the due diligence, then connects both
 * companies.
 */
export function AcceptInvitationWizard({ invitation, orgUnits, orgUnitTerm, vendorTerm }: AcceptInvitationWizardProps) {
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const resolver = useMemo(() => acceptFormResolver(orgUnitTerm), [orgUnitTerm]);
  const form = useForm<AcceptFormValues, unknown, AcceptFormOutput>({
    defaultValues: acceptFormValues(invitation, orgUnits),
    resolver,
    // Checked at Accept, then again as the person corrects: passing through a field on the
    // way (the step's heading takes the focus) said "Required" before anything was typed.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const choice = useWatch({ control: form.control, name: 'choice' });
  const [step, setStep] = useState(0);
  const [confirming, setConfirming] = useState<AcceptInvitationBody | null>(null);
  const busy = accept.isPending;
  const headingId = useId();

  // Each step's heading takes the focus when the step changes, so its start is read out.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const stepped = useRef(false);
  useEffect(() => {
    if (stepped.current) stepHeading.current?.focus();
  }, [step]);
  const goTo = (next: number) => {
    stepped.current = true;
    setStep(next);
  };

  const cancel = () => void navigate(INVITATIONS_PATH);
  const confirm = () => {
    if (!confirming) return;
    accept.mutate(confirming, {
      onSuccess: (res) => {
        notify.success(invitationMessages.connected(res.companyName));
        void navigate(INVITATIONS_PATH);
      },
      onError: (err) => {
        notify.error(acceptFailure(err));
        void reportError(err);
        setConfirming(null);
      },
    });
  };

  return (
    <>
      <Stepper activeStep={step} sx={{ mb: 3, maxWidth: 480 }}>
        {steps.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box
        component="form"
        noValidate
        aria-label="Accept invitation"
        onSubmit={form.handleSubmit((values) => setConfirming(acceptBodyOf(invitation.id, values)))}
        sx={{ maxWidth: 720 }}
      >
        <Typography
          component="h2"
          variant="subtitle1"
          id={headingId}
          ref={stepHeading}
          tabIndex={-1}
          sx={{ fontWeight: 500, mb: 2, outline: 0 }}
        >
          {step === 0 ? `Add ${invitation.companyName} to your parties` : choiceLabels[choice]}
        </Typography>
        {step === 0 && (
          <Controller
            control={form.control}
            name="choice"
            render={({ field }) => (
              <FormControl>
                <RadioGroup {...field} aria-labelledby={headingId}>
                  {(Object.keys(choiceLabels) as PartyChoice[]).map((c) => (
                    <FormControlLabel key={c} value={c} control={<Radio />} label={choiceLabels[c]} />
                  ))}
                </RadioGroup>
              </FormControl>
            )}
          />
        )}
        {step === 1 && choice === 'new' && (
          <NewPartyFields
            control={form.control}
            typeLocked={invitation.partyTypeLocked}
            orgUnits={orgUnits}
            orgUnitTerm={orgUnitTerm}
            vendorTerm={vendorTerm}
            disabled={busy}
          />
        )}
        {step === 1 && choice === 'existing' && (
          <ExistingPartyField
            control={form.control}
            partyTypeId={invitation.partyTypeLocked ? invitation.partyTypeId : undefined}
            senderCompanyId={invitation.senderCompanyId}
            disabled={busy}
          />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          {step === 1 && (
            <Button variant="outlined" onClick={() => goTo(0)} disabled={busy}>
              Previous
            </Button>
          )}
          {step === 0 ? (
            <Button variant="contained" onClick={() => goTo(1)}>
              Next
            </Button>
          ) : (
            <Button type="submit" variant="contained" loading={busy}>
              Accept
            </Button>
          )}
        </Box>
      </Box>
      <DueDiligenceDialog
        open={confirming !== null}
        busy={busy}
        onContinue={confirm}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
