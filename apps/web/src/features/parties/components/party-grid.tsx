import { ConnectionStatus, type Party } from '@docvue/contracts';
import Edit from '@mui/icons-material/EditOutlined';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { dateText } from '@/lib/format-value';
import { requestOffered, type ConnectionRequest } from '../hooks/use-party-connection';
import { PARTY_PAGE_SIZES } from '../utils/list-state';
import { ConnectionStatusIcon } from './connection-status-icon';
import { HighlightedText } from './highlighted-text';

/** Only parties that are not on the network can be invited together (docs/product/administration.md §2). */
export const isInvitable = (status: number) =>
  status === ConnectionStatus.Invite || status === ConnectionStatus.InviteSent;

interface PartyGridProps {
  rows: Party[];
  rowCount: number;
  loading: boolean;
  /**
   * The search words, marked in the shown columns the server searches: Name, Number and Phone
   * (it also searches city and e-mails, which the list does not show).
   */
  query: string;
  orgUnitTerm: string;
  dateFormat: string;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  /** Whether parties can be chosen (to invite them together). */
  selectable: boolean;
  /** The chosen parties of every page. */
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (selected: Party[], unselected: number[]) => void;
  /** The status to show (a request just made shows at once). */
  statusOf: (p: Party) => number;
  /** Connect, Invite and Resend Invite, when the user may; null hides them. */
  onRequest: ((p: Party, request: ConnectionRequest) => void) | null;
  isPending: (id: number) => boolean;
  onOpen: (id: number) => void;
}

/** A phone shows who the party is and its status; the other columns can be shown from the column menu. */
const phoneColumns: GridColumnVisibilityModel = {
  partyTypeName: false,
  phone: false,
  companyOrgUnits: false,
  effectiveFromDate: false,
  effectiveThruDate: false,
  isActive: false,
};

/** The columns that are not the server's sort keys. */
const unsortable = { sortable: false } as const;

/**
 * One page of the company's parties, paged and sorted by the server. A row opens its party on
 * a click or with Enter; the check boxes choose parties to invite.
 */
export function PartyGrid({
  rows,
  query,
  orgUnitTerm,
  dateFormat,
  selectable,
  selectedIds,
  onSelectionChange,
  statusOf,
  onRequest,
  isPending,
  onOpen,
  ...p
}: PartyGridProps) {
  const columns = useMemo(
    (): GridColDef<Party>[] => [
      {
        field: 'connectionStatus',
        headerName: 'Status',
        ...unsortable,
        width: 70,
        align: 'center',
        headerAlign: 'center',
        renderCell: ({ row }) => <ConnectionStatusIcon status={statusOf(row)} />,
      },
      { field: 'partyTypeName', headerName: 'Type', minWidth: 110, flex: 0.6 },
      {
        field: 'name',
        headerName: 'Name',
        minWidth: 200,
        flex: 1.4,
        renderCell: ({ row }) => <HighlightedText text={row.name} query={query} />,
      },
      {
        field: 'number',
        headerName: 'Number',
        minWidth: 120,
        flex: 0.8,
        renderCell: ({ row }) => <HighlightedText text={row.number} query={query} />,
      },
      {
        field: 'phone',
        headerName: 'Phone',
        minWidth: 130,
        flex: 0.8,
        renderCell: ({ row }) => <HighlightedText text={row.phone ?? ''} query={query} />,
      },
      {
        field: 'companyOrgUnits',
        headerName: orgUnitTerm,
        ...unsortable,
        minWidth: 150,
        flex: 1,
        valueGetter: (_v, row) => row.companyOrgUnits.map((u) => u.name).join(', '),
      },
      {
        field: 'effectiveFromDate',
        headerName: 'Effective From Date',
        minWidth: 150,
        valueGetter: (_v, row) => dateText(row.effectiveFromDate?.slice(0, 10) ?? null, dateFormat),
      },
      {
        field: 'effectiveThruDate',
        headerName: 'Effective Thru Date',
        minWidth: 150,
        valueGetter: (_v, row) => dateText(row.effectiveThruDate?.slice(0, 10) ?? null, dateFormat),
      },
      {
        field: 'isActive',
        headerName: 'Active',
        width: 90,
        valueGetter: (_v, row) => (row.isActive ? 'Yes' : 'No'),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ row }) => {
          const offered = onRequest ? requestOffered(statusOf(row)) : null;
          return [
            <GridActionsCellItem
              key="edit"
              icon={<Edit />}
              label={`Edit ${row.name}`}
              onClick={() => onOpen(row.id)}
            />,
            ...(offered && onRequest
              ? [
                  <GridActionsCellItem
                    key="connection"
                    label={offered.label}
                    showInMenu
                    disabled={isPending(row.id)}
                    onClick={() => onRequest(row, offered.request)}
                  />,
                ]
              : []),
          ];
        },
      },
    ],
    [query, orgUnitTerm, dateFormat, statusOf, onRequest, isPending, onOpen],
  );

  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [chosenVisibility, setChosenVisibility] = useState<GridColumnVisibilityModel | null>(null);
  const selectionModel = useMemo(
    (): GridRowSelectionModel => ({ type: 'include', ids: new Set(selectedIds) }),
    [selectedIds],
  );

  return (
    <DataGrid
      {...p}
      label="Parties"
      rows={rows}
      columns={columns}
      columnVisibilityModel={chosenVisibility ?? (isPhone ? phoneColumns : {})}
      onColumnVisibilityModelChange={setChosenVisibility}
      paginationMode="server"
      sortingMode="server"
      sortingOrder={['asc', 'desc']}
      pageSizeOptions={PARTY_PAGE_SIZES}
      // Filtering one page of a server-paged list would hide rows of the others.
      disableColumnFilter
      checkboxSelection={selectable}
      disableRowSelectionOnClick
      keepNonExistentRowsSelected
      isRowSelectable={({ row }) => isInvitable(statusOf(row))}
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(model) => {
        // The grid speaks for the rows of this page; the choices on other pages stay.
        const chosen = (id: number) => (model.type === 'include' ? model.ids.has(id) : !model.ids.has(id));
        const selectable = rows.filter((r) => isInvitable(statusOf(r)));
        onSelectionChange(
          selectable.filter((r) => chosen(r.id)),
          selectable.filter((r) => !chosen(r.id)).map((r) => r.id),
        );
      }}
      onCellClick={({ field, row }) => {
        if (field === '__check__' || field === 'actions') return;
        onOpen(row.id);
      }}
      onCellKeyDown={({ field, row }, event) => {
        if (event.key !== 'Enter' || field === '__check__' || field === 'actions') return;
        event.defaultMuiPrevented = true;
        onOpen(row.id);
      }}
      localeText={{ noRowsLabel: 'No parties', actionsCellMore: 'More actions' }}
      sx={{
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        // The grid hides the page size on phones; the label goes, the choice stays (named by the label).
        '& .MuiTablePagination-root .MuiTablePagination-input': { display: 'inline-flex' },
      }}
    />
  );
}
