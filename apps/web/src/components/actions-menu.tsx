import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

export interface Action {
  label: string;
  onClick: () => void;
}

/** A form's 'Actions' button and its menu (Save, Delete, Download …), usable from the keyboard. */
export function ActionsMenu({ actions, disabled = false }: { actions: Action[]; disabled?: boolean }) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Button
        variant="contained"
        endIcon={<ArrowDropDown />}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        disabled={disabled}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Actions
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {actions.map((a) => (
          <MenuItem key={a.label} onClick={() => choose(a.onClick)}>
            {a.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
