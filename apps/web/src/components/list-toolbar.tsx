import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { SearchField } from '@/components/search-field';

interface ListToolbarProps {
  /** The search's text, and its change. */
  text: string;
  onText: (text: string) => void;
  /** The New button: what it says and where it leads. */
  newLabel: string;
  newTo: string;
}

/** Above an administration list (users, org units, address sets): its search, and New on the right. */
export function ListToolbar({ text, onText, newLabel, newTo }: ListToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
      <SearchField value={text} onChange={onText} />
      <Button variant="contained" startIcon={<Add />} component={RouterLink} to={newTo} sx={{ ml: { sm: 'auto' } }}>
        {newLabel}
      </Button>
    </Box>
  );
}
