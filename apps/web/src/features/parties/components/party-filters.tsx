import { connectionStatusLabels, partyTypeIds, partyTypeNameIn, type ConnectionStatusId } from '@docvue/contracts';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const statusIds = Object.keys(connectionStatusLabels).map(Number) as ConnectionStatusId[];

interface PartyFiltersProps {
  text: string;
  onTextChange: (text: string) => void;
  partyTypeId: number;
  onPartyTypeChange: (id: number) => void;
  partyStatus: number;
  onPartyStatusChange: (status: number) => void;
  /** The company's word for Vendor. */
  vendorTerm: string;
}

/** Search text, party type and connection status (docs/product/administration.md §2). */
export function PartyFilters(p: PartyFiltersProps) {
  const selectWidth = { width: { xs: '100%', sm: 260 } };
  return (
    <>
      <TextField
        type="search"
        label="Search"
        size="small"
        value={p.text}
        onChange={(e) => p.onTextChange(e.target.value)}
        sx={{ width: { xs: '100%', sm: 280 } }}
        slotProps={{
          htmlInput: { maxLength: 255 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        label="Party Type"
        size="small"
        value={p.partyTypeId}
        onChange={(e) => p.onPartyTypeChange(Number(e.target.value))}
        sx={selectWidth}
      >
        <MenuItem value={0}>- All Party Types -</MenuItem>
        {partyTypeIds.map((id) => (
          <MenuItem key={id} value={id}>
            {partyTypeNameIn(id, p.vendorTerm)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Connection Status"
        size="small"
        value={p.partyStatus}
        onChange={(e) => p.onPartyStatusChange(Number(e.target.value))}
        sx={selectWidth}
      >
        <MenuItem value={0}>- All Connection Statuses -</MenuItem>
        {statusIds.map((id) => (
          <MenuItem key={id} value={id}>
            {connectionStatusLabels[id]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
