import { usStates } from '@docvue/contracts';
import MenuItem from '@mui/material/MenuItem';

/** The options of a state select, by name (a function, not a component: a select takes its items as children). */
export const usStateOptions = () =>
  usStates.map(([code, name]) => (
    <MenuItem key={code} value={code}>
      {name}
    </MenuItem>
  ));
