import type { ResultColumn, ResultRow } from '@docvue/contracts';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { useMemo } from 'react';
import { cellText, isAmountColumn, isStatusColumn } from '../utils/cell-values';
import { pageSizeOptions } from '../utils/list-params';
import { StatusCell } from './status-cell';

interface DocumentGridProps {
  /** The grid's accessible name. */
  label: string;
  columns: ResultColumn[];
  rows: ResultRow[];
  rowCount: number;
  loading: boolean;
  dateFormat: string;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  columnVisibilityModel: GridColumnVisibilityModel;
  onColumnVisibilityModelChange: (model: GridColumnVisibilityModel) => void;
  onOpen: (documentId: number) => void;
}

function gridColumns(columns: ResultColumn[], dateFormat: string): GridColDef<ResultRow>[] {
  return columns.map((c): GridColDef<ResultRow> => ({
    field: c.key,
    headerName: c.name,
    sortable: c.sortable,
    flex: 1,
    minWidth: isStatusColumn(c) ? 150 : 130,
    ...(isAmountColumn(c) ? { align: 'right', headerAlign: 'right' } : {}),
    valueGetter: (_value, row) => cellText(c, row, dateFormat),
    ...(isStatusColumn(c) ? { renderCell: ({ row }) => <StatusCell row={row} /> } : {}),
  }));
}

/**
 * One page of a document list: the result set's own columns, paged and sorted by the server;
 * unread rows in bold. A row opens its document on a click or with Enter.
 */
export function DocumentGrid({ columns, dateFormat, onOpen, label, ...p }: DocumentGridProps) {
  const gridCols = useMemo(() => gridColumns(columns, dateFormat), [columns, dateFormat]);
  return (
    <DataGrid
      {...p}
      label={label}
      columns={gridCols}
      paginationMode="server"
      sortingMode="server"
      pageSizeOptions={pageSizeOptions}
      // Filtering one page of a server-paged list would hide rows of the others.
      disableColumnFilter
      rowSelection={false}
      getRowClassName={({ row }) => (row.isRead ? '' : 'unread')}
      onRowClick={({ row }) => onOpen(row.id)}
      onCellKeyDown={({ row }, event) => {
        if (event.key !== 'Enter') return;
        event.defaultMuiPrevented = true;
        onOpen(row.id);
      }}
      localeText={{ noRowsLabel: 'No documents' }}
      sx={{
        '& .MuiDataGrid-row': { cursor: 'pointer' },
        '& .unread': { fontWeight: 700 },
        // The grid hides the page size on phones; the label goes, the choice stays (named by the label).
        '& .MuiTablePagination-root .MuiTablePagination-input': { display: 'inline-flex' },
      }}
    />
  );
}
