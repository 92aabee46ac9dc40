import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { isIsoDate, toCents } from '@docvue/contracts';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { DialogShell } from '@/components/dialog-shell';
import { MaskedDateInput } from '@/components/masked-date-input';
import { localIsoDate } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';

/** Today in the person's own calendar (YYYY-MM-DD, as the date input holds a whole date). */
const today = () => localIsoDate(new Date());

/** What is wrong with a payment date (the input holds ISO once it is a whole, real date, else the text as typed). */
function paymentDateProblem(value: string | null): string | null {
  if (value === null) return null; // left empty: the server takes today
  if (!isIsoDate(value)) return 'Payment date must be a valid date';
  return value > today() ? 'Must not be in the future' : null;
}

/** What is wrong with an amount paid (left empty, the server takes the invoice total); the contract's words. */
const amountProblem = (value: string) =>
  value.trim() === '' || (toCents(value.trim()) ?? 0) > 0 ? null : 'Must be an amount above zero (1234.50)';

interface PayDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onPay: (payment: { paymentDate?: string; reference?: string; amount?: string }) => void;
}

/**
 * Mark Paid cannot be undone: it asks first, with the payment's date (today unless changed) and
 * its reference (a check or ACH trace number) and the amount when it was not the total, which the
 * vendor is told with the status and sees on the invoice.
 */
export function PayDialog({ open, busy, onClose, onPay }: PayDialogProps) {
  const dateId = useId();
  const dateFormat = useDateFormat();
  const [paymentDate, setPaymentDate] = useState<string | null>(today);
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const problem = paymentDateProblem(paymentDate);
  const amountWrong = amountProblem(amount);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem || amountWrong) return;
    onPay({
      ...(paymentDate ? { paymentDate } : {}),
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      ...(amount.trim() ? { amount: amount.trim() } : {}),
    });
  };
  return (
    <DialogShell
      open={open}
      title="Mark Paid"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="pay-form" variant="contained" disabled={busy || Boolean(problem || amountWrong)}>
            Mark Paid
          </Button>
        </>
      }
    >
      {(descriptionId) => (
        <Stack component="form" id="pay-form" onSubmit={submit} noValidate spacing={2}>
          <DialogContentText id={descriptionId}>
            The vendor is told it was paid, with the date and reference. This cannot be undone.
          </DialogContentText>
          {/* Typed in the person's date format, as every other date of the product. */}
          <MaskedDateInput
            id={dateId}
            label="Payment date"
            dateFormat={dateFormat}
            value={paymentDate}
            onChange={setPaymentDate}
            error={problem}
            autoFocus
          />
          <TextField
            label="Reference"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            helperText="Check number or ACH trace number (optional)"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          {/* A short payment or a deduction is paid as it was: the invoice then shows what was paid. */}
          <TextField
            label="Amount paid"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={Boolean(amountWrong)}
            helperText={amountWrong ?? 'Leave empty when the invoice total was paid'}
            slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20 } }}
          />
        </Stack>
      )}
    </DialogShell>
  );
}

interface ReturnUnsignedDialogProps {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onReturn: (reason: string | undefined) => void;
}

/** Return Unsigned asks first, and lets the owner say why (the operator reads it). */
export function ReturnUnsignedDialog({ open, busy, onClose, onReturn }: ReturnUnsignedDialogProps) {
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onReturn(reason.trim() || undefined);
  };
  return (
    <DialogShell
      open={open}
      title="Return Unsigned"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} autoFocus>
            Cancel
          </Button>
          <Button type="submit" form="return-unsigned-form" variant="contained" disabled={busy}>
            Return Unsigned
          </Button>
        </>
      }
    >
      {(descriptionId) => (
        <Stack component="form" id="return-unsigned-form" onSubmit={submit} noValidate spacing={2}>
          <DialogContentText id={descriptionId}>
            Return this division order to its sender without signing it?
          </DialogContentText>
          <TextField
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText="Optional: the operator reads it with the order"
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </Stack>
      )}
    </DialogShell>
  );
}
