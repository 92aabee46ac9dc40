import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';

interface PartyActionsMenuProps {
  disabled: boolean;
  onSave: () => void;
  onDelete: () => void;
}

/** The Party form's 'Actions' when editing: Save and Delete (spec §2). */
export function PartyActionsMenu({ disabled, onSave, onDelete }: PartyActionsMenuProps) {
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
        <MenuItem onClick={() => choose(onSave)}>Save</MenuItem>
        <MenuItem onClick={() => choose(onDelete)}>Delete</MenuItem>
      </Menu>
    </>
  );
}
