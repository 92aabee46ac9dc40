import Add from '@mui/icons-material/Add';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';

/** 'New Party': create one by hand (of the type the list shows, if one is chosen) or import a file (docs/product/administration.md §2). */
export function NewPartyMenu({ partyTypeId }: { partyTypeId: number }) {
  const navigate = useNavigate();
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (to: string) => {
    setAnchor(null);
    navigate(to);
  };
  return (
    <>
      <Button
        variant="contained"
        startIcon={<Add />}
        endIcon={<ArrowDropDown />}
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? `${id}-menu` : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        New Party
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        <MenuItem
          onClick={() => go(partyTypeId > 0 ? `/admin/party/create?partyTypeId=${partyTypeId}` : '/admin/party/create')}
        >
          Create Manually
        </MenuItem>
        <MenuItem onClick={() => go('/admin/parties/import')}>Import from Excel</MenuItem>
      </Menu>
    </>
  );
}
