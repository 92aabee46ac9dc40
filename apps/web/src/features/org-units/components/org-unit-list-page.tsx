import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { PageHeading } from '@/components/page-heading';
import { ListToolbar } from '@/components/list-toolbar';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useRememberedText } from '@/hooks/use-remembered-text';
import { messageOf } from '@/lib/notify';
import { useOrgUnitList } from '../api/list-org-units';
import { filterOrgUnits } from '../utils/filter-org-units';
import { NEW_ORG_UNIT_PATH, ORG_UNIT_LIST_KEY } from '../utils/paths';
import { OrgUnitTable } from './org-unit-table';

interface OrgUnitListPageProps {
  /** The company's word for org unit (docs/product/administration.md §2: the title uses it). */
  term: string;
}

/**
 * /admin/orgunits (docs/product/administration.md §2): the company's org units by name, filtered by the remembered search
 * text; 'New {term}' opens the form of a new one, a row opens its org unit.
 */
export function OrgUnitListPage({ term }: OrgUnitListPageProps) {
  const [text, setText] = useRememberedText(ORG_UNIT_LIST_KEY);
  const list = useOrgUnitList();
  const units = useMemo(() => filterOrgUnits(list.data?.items ?? [], text), [list.data, text]);

  return (
    <>
      <PageHeading>{term}</PageHeading>
      <ListToolbar text={text} onText={setText} newLabel={`New ${term}`} newTo={NEW_ORG_UNIT_PATH} />
      <Box sx={{ height: 4, mb: 0.5 }}>{list.isFetching && <LinearProgress aria-label={`Loading ${term}`} />}</Box>
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      {list.data && (
        <>
          <VisuallyHidden>
            <span role="status">{`${units.length} of ${list.data.items.length} shown`}</span>
          </VisuallyHidden>
          {units.length > 0 ? (
            <OrgUnitTable units={units} label={term} />
          ) : (
            <Typography color="text.secondary" sx={{ py: 3 }}>
              {`No ${term} found`}
            </Typography>
          )}
        </>
      )}
    </>
  );
}
