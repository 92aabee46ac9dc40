import { partyTypeIds, partyTypeNames } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { useController } from 'react-hook-form';
import type { SignUpControl } from '../utils/sign-up-form';

interface PartyTypesInputProps {
  control: SignUpControl;
  /** The type an invitation gives the company: chosen, and not to be taken off. */
  invitedAs: number | null;
  disabled?: boolean;
}

/** What the company does on the network: Vendor, Owner, Operator, Bank, Purchaser, one or more. */
export function PartyTypesInput({ control, invitedAs, disabled }: PartyTypesInputProps) {
  const helperId = useId();
  const {
    field: { value, onChange, onBlur },
    fieldState,
  } = useController({ control, name: 'partyTypeIds' });
  const message = fieldState.error?.message;
  // A click is an answer: the group is checked again at once, not only when it is left.
  const toggle = (id: number, checked: boolean) => {
    onChange(checked ? [...value, id].sort((a, b) => a - b) : value.filter((v) => v !== id));
    onBlur();
  };

  return (
    <FormControl
      component="fieldset"
      required={invitedAs === null}
      error={message !== undefined}
      aria-describedby={message ? helperId : undefined}
      sx={{ mb: 1 }}
    >
      <FormLabel component="legend">What your company does on the network</FormLabel>
      <FormGroup row>
        {partyTypeIds.map((id) => (
          <Box key={id} sx={{ minWidth: { xs: '50%', sm: 'auto' } }}>
            <FormControlLabel
              label={partyTypeNames[id]}
              disabled={disabled || id === invitedAs}
              control={
                <Checkbox checked={value.includes(id)} onChange={(e) => toggle(id, e.target.checked)} onBlur={onBlur} />
              }
            />
          </Box>
        ))}
      </FormGroup>
      <FormHelperText id={helperId}>{message ?? ' '}</FormHelperText>
    </FormControl>
  );
}
