import { termedColumns, useOrgUnitTerm } from '@/lib/terms';
import {
  routeStatusNames,
  type DocumentTypeSummary,
  type ResultColumn,
  type ResultRow,
  type RouteStatusId,
} from '@docvue/contracts';
import Send from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColumnVisibilityModel, GridSortModel } from '@mui/x-data-grid';
import { useId, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { useDateFormat } from '@/lib/personalization';
import { useDocumentList } from '../api/get-document-list';
import { phoneColumnKeys, statusFirst } from '../utils/cell-values';
import { exportTable } from '../utils/export-cells';
import {
  DEFAULT_PAGE_SIZE,
  hasStatusTabs,
  searchWithStatus,
  serverPageSize,
  statusFromSearch,
} from '../utils/list-params';
import { DocumentGrid } from './document-grid';
import { ExportMenu } from './export-menu';
import { SendDocumentDialog } from './send-document-dialog';
import { StatusTabs, statusTabId } from './status-tabs';

interface DocumentListProps {
  documentType: DocumentTypeSummary;
  /** Whether the user may upload and send documents (not ReadOnly, not a global user). */
  canSend: boolean;
  userId: number;
}

interface Paging {
  statusId: number;
  page: number;
  pageSize: number;
}

const noColumns: ResultColumn[] = [];
const noRows: ResultRow[] = [];

function phoneVisibility(columns: ResultColumn[]): GridColumnVisibilityModel {
  const shown = phoneColumnKeys(columns);
  return Object.fromEntries(columns.filter((c) => !shown.has(c.key)).map((c) => [c.key, false]));
}

/**
 * The Document list of one type (docs/product/documents.md §2): its result set paged and sorted by the server, the
 * status tabs of the AR invoice list (kept in the address as `documentRouteStatusId`), the
 * Send dialog and the export of what is shown.
 */
export function DocumentList({ documentType, canSend, userId }: DocumentListProps) {
  const templateId = documentType.documentTypeTemplateId;
  const navigate = useNavigate();
  const gridId = useId();
  const [search, setSearch] = useSearchParams();
  const withTabs = hasStatusTabs(templateId);
  const statusId = withTabs ? statusFromSearch(search) : 0;
  // Paging belongs to one status: another tab (or the browser's back) starts at its first page.
  const [paging, setPaging] = useState<Paging>({ statusId, page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const page = paging.statusId === statusId ? paging.page : 0;
  const [sortModel, setSortModel] = useState<GridSortModel>([]);
  const [chosenVisibility, setChosenVisibility] = useState<GridColumnVisibilityModel | null>(null);
  const [sending, setSending] = useState(false);
  const isPhone = useMediaQuery(useTheme().breakpoints.down('md'));
  const dateFormat = useDateFormat();

  const sort = sortModel[0];
  const list = useDocumentList({
    templateId,
    statusId,
    page: page + 1,
    pageSize: serverPageSize(paging.pageSize),
    sortBy: sort?.sort ? sort.field : 'id',
    sortDirection: sort?.sort ?? 'desc',
  });
  const serverColumns = list.data?.columns;
  // In the company's words: the grid's headers, its filters and the exports' headers follow.
  const orgUnitTerm = useOrgUnitTerm();
  const columns = useMemo(
    () => (serverColumns ? statusFirst(termedColumns(serverColumns, orgUnitTerm)) : noColumns),
    [serverColumns, orgUnitTerm],
  );
  const rows = list.data?.rows ?? noRows;
  const visibility = useMemo(
    () => chosenVisibility ?? (isPhone ? phoneVisibility(columns) : {}),
    [chosenVisibility, isPhone, columns],
  );

  const statusName = statusId ? routeStatusNames[statusId as RouteStatusId] : null;
  const exportName = statusName ? `${documentType.pluralName} - ${statusName}` : documentType.pluralName;

  return (
    <>
      <PageHeading>{documentType.pluralName}</PageHeading>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5, justifyContent: 'flex-end' }}
      >
        {withTabs && (
          <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
            <StatusTabs
              value={statusId}
              onChange={(id) => setSearch(searchWithStatus(search, id), { replace: true })}
              controls={gridId}
            />
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1 }}>
          {canSend && (
            <Button variant="contained" startIcon={<Send />} onClick={() => setSending(true)}>
              {`Send ${documentType.name}`}
            </Button>
          )}
          <ExportMenu
            name={exportName}
            disabled={rows.length === 0}
            table={() =>
              exportTable(
                columns.filter((c) => visibility[c.key] !== false),
                rows,
                dateFormat,
              )
            }
          />
        </Box>
      </Box>
      <Box
        id={gridId}
        {...(withTabs ? { role: 'tabpanel', 'aria-labelledby': statusTabId(statusId) } : {})}
        sx={{ height: 'calc(100dvh - 250px)', minHeight: 420 }}
      >
        <DocumentGrid
          label={statusName ? `${documentType.pluralName}, ${statusName}` : documentType.pluralName}
          columns={columns}
          rows={rows}
          rowCount={list.data?.totalRecords ?? 0}
          loading={list.isFetching}
          dateFormat={dateFormat}
          paginationModel={{ page, pageSize: paging.pageSize }}
          onPaginationModelChange={(m) => setPaging({ statusId, page: m.page, pageSize: m.pageSize })}
          sortModel={sortModel}
          onSortModelChange={(m) => {
            setSortModel(m);
            setPaging((p) => ({ ...p, statusId, page: 0 }));
          }}
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setChosenVisibility}
          onOpen={(id) => navigate(`/documents/${id}`)}
        />
      </Box>
      {sending && (
        <SendDocumentDialog
          templateId={templateId}
          typeName={documentType.name}
          userId={userId}
          onClose={() => setSending(false)}
        />
      )}
    </>
  );
}
