import type { Party } from '@docvue/contracts';
import PersonAdd from '@mui/icons-material/PersonAddAlt1Outlined';
import TravelExplore from '@mui/icons-material/TravelExplore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { messageOf } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { useSearchNetwork } from '../api/search-network';
import { usePartyList } from '../api/search-parties';
import { usePartyConnection } from '../hooks/use-party-connection';
import { PARTY_SEARCH_DELAY_MS, readListState, writeListState, type PartyListState } from '../utils/list-state';
import { InvitePartiesDialog } from './invite-parties-dialog';
import { NetworkSearchDialog } from './network-search-dialog';
import { NewPartyMenu } from './new-party-menu';
import { PartyFilters } from './party-filters';
import { PartyGrid } from './party-grid';

interface PartyListPageProps {
  /** The company's word for org unit (a column). */
  orgUnitTerm: string;
  /** The company's word for Vendor (the party type filter; the server names the types of the rows). */
  vendorTerm: string;
  /** Whether the user may connect and invite parties. */
  canConnect: boolean;
}

const noRows: Party[] = [];

/**
 * /admin/parties (docs/product/administration.md §2): the company's parties, filtered by search text (200 ms after typing),
 * type and connection status, paged and sorted by the server; filters and paging are remembered.
 * Parties not on the network can be chosen and invited together; the network search finds the
 * companies the others are.
 */
export function PartyListPage({ orgUnitTerm, vendorTerm, canConnect }: PartyListPageProps) {
  const navigate = useNavigate();
  const dateFormat = useDateFormat();
  const [state, setState] = useState(readListState);
  const query = useDebouncedValue(state.text.trim(), PARTY_SEARCH_DELAY_MS);
  const page = state.page;
  const [selected, setSelected] = useState<ReadonlyMap<number, Party>>(new Map());
  const [inviting, setInviting] = useState(false);
  const [searchingNetwork, setSearchingNetwork] = useState(false);
  const network = useSearchNetwork();
  const connection = usePartyConnection();

  const list = usePartyList({
    query,
    partyTypeId: state.partyTypeId,
    partyStatus: state.partyStatus,
    page: page + 1,
    itemsPerPage: state.pageSize,
    orderBy: state.sortBy,
    orderByDirection: state.sortDirection,
  });

  const change = (next: Partial<PartyListState>) => {
    const merged = { ...state, ...next };
    setState(merged);
    writeListState(merged);
  };

  const sortModel = useMemo<GridSortModel>(
    () => [{ field: state.sortBy, sort: state.sortDirection }],
    [state.sortBy, state.sortDirection],
  );
  const selectedIds = useMemo(() => new Set(selected.keys()), [selected]);
  const open = useCallback((id: number) => navigate(`/admin/party/${id}`), [navigate]);

  const changeSelection = (chosen: Party[], unchosen: number[]) =>
    setSelected((m) => {
      const next = new Map(m);
      for (const id of unchosen) next.delete(id);
      for (const p of chosen) next.set(p.id, p);
      return next;
    });

  const findMatches = () => {
    network.reset();
    network.mutate();
    setSearchingNetwork(true);
  };

  return (
    <>
      <PageHeading>Parties</PageHeading>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <PartyFilters
          text={state.text}
          // Another search starts at the first page.
          onTextChange={(text) => change({ text, page: 0 })}
          partyTypeId={state.partyTypeId}
          onPartyTypeChange={(partyTypeId) => change({ partyTypeId, page: 0 })}
          partyStatus={state.partyStatus}
          onPartyStatusChange={(partyStatus) => change({ partyStatus, page: 0 })}
          vendorTerm={vendorTerm}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
          {canConnect && (
            <Button
              variant="outlined"
              startIcon={<PersonAdd />}
              disabled={selected.size === 0}
              onClick={() => setInviting(true)}
            >
              {`Invite parties (${selected.size})`}
            </Button>
          )}
          <Button variant="outlined" startIcon={<TravelExplore />} onClick={findMatches}>
            Find Network Matches...
          </Button>
          <NewPartyMenu partyTypeId={state.partyTypeId} />
        </Box>
      </Box>
      {list.isError && !list.data && <Alert severity="error">{messageOf(list.error)}</Alert>}
      <Box sx={{ height: 'calc(100dvh - 260px)', minHeight: 420 }}>
        <PartyGrid
          rows={list.data?.items ?? noRows}
          rowCount={list.data?.totalRecords ?? 0}
          loading={list.isFetching}
          query={query}
          orgUnitTerm={orgUnitTerm}
          dateFormat={dateFormat}
          paginationModel={{ page, pageSize: state.pageSize }}
          onPaginationModelChange={(m) =>
            change({ page: m.pageSize === state.pageSize ? m.page : 0, pageSize: m.pageSize })
          }
          sortModel={sortModel}
          onSortModelChange={(m) => {
            const sort = m[0];
            const sortBy = (sort?.field ?? 'name') as PartyListState['sortBy'];
            change({ sortBy, sortDirection: sort?.sort ?? 'asc', page: 0 });
          }}
          selectedIds={selectedIds}
          onSelectionChange={changeSelection}
          statusOf={connection.statusOf}
          onRequest={canConnect ? connection.request : null}
          isPending={connection.isPending}
          selectable={canConnect}
          onOpen={open}
        />
      </Box>
      {connection.dialog}
      {inviting && (
        <InvitePartiesDialog
          parties={[...selected.values()]}
          onInvited={(ids) => changeSelection([], ids)}
          onClose={() => setInviting(false)}
        />
      )}
      {searchingNetwork && (
        <NetworkSearchDialog result={network.data} error={network.error} onClose={() => setSearchingNetwork(false)} />
      )}
    </>
  );
}
