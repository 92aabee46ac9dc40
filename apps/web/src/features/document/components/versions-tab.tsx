import { routeStatusNames, type RouteStatusId } from '@docvue/contracts';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router';
import { displayTimestamp } from '@/lib/format-value';
import { useVersions } from '../api/get-versions';
import { useDocumentScreen } from '../hooks/document-context';

/** The versions of the document (resubmitted invoices form a chain); each one opens. */
export function VersionsTab() {
  const { doc, dateFormat } = useDocumentScreen();
  const versions = useVersions(doc.id);
  if (versions.isLoading) return <CircularProgress size={24} sx={{ m: 2 }} aria-label="Loading the versions" />;
  const list = [...(versions.data ?? [])].sort((a, b) => a.id - b.id);
  return (
    <List aria-label="Versions">
      {list.map((v, i) => {
        const current = v.id === doc.id;
        const status = v.routeStatusId ? routeStatusNames[v.routeStatusId as RouteStatusId] : '';
        return (
          <ListItemButton
            key={v.id}
            component={RouterLink}
            to={`/documents/${v.id}`}
            selected={current}
            aria-current={current ? 'page' : undefined}
            divider
          >
            <ListItemText
              primary={`Version ${i + 1}${current ? ' (this one)' : ''}`}
              secondary={[v.fileName, status, displayTimestamp(v.updateDate, dateFormat)].filter(Boolean).join(' · ')}
            />
          </ListItemButton>
        );
      })}
    </List>
  );
}
