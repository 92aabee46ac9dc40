import type { HistoryEntry } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { displayTimestamp, displayValue, withPaymentDate } from '@/lib/format-value';
import { useHistory } from '../api/get-history';
import { useDocumentScreen } from '../hooks/document-context';
import { filterHistory, historyFilters, type HistoryFilter } from '../utils/history';
import { HistoryChainStatus } from './history-chain-status';
import { HistoryDetailDialog } from './history-detail-dialog';

/** "Invoice Total: $1,870.01 → $1,870.00", "Route Status: Received → Approved", "PBS-30117.pdf". */
function changeOf(e: HistoryEntry, dateFormat: string): string {
  const show = (v: string | null) =>
    e.metadataTypeId ? displayValue(e.metadataTypeId, v, dateFormat) : withPaymentDate(v ?? '', dateFormat);
  const oldValue = show(e.oldValue);
  const newValue = show(e.newValue);
  const change =
    oldValue && newValue ? `${oldValue} → ${newValue}` : newValue || (oldValue ? `${oldValue} → (empty)` : '');
  if (!e.objectName || e.objectName === change) return change;
  return change ? `${e.objectName}: ${change}` : e.objectName;
}

/** Audit History: every entry, filtered by category (All, Updates, Workflow, Views). */
export function AuditHistoryTab() {
  const { doc, dateFormat } = useDocumentScreen();
  const history = useHistory(doc.id);
  const [filter, setFilter] = useState<HistoryFilter>('All');
  const [details, setDetails] = useState<HistoryEntry | null>(null);
  const entries = filterHistory(history.data ?? [], filter).sort((a, b) => b.id - a.id);

  return (
    <Box>
      <Tabs
        value={filter}
        onChange={(_e, v: HistoryFilter) => setFilter(v)}
        aria-label="History filter"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {historyFilters.map((f) => (
          <Tab key={f.label} value={f.label} label={f.label} sx={{ minWidth: 64, textTransform: 'none' }} />
        ))}
      </Tabs>
      <HistoryChainStatus />
      {history.isLoading && <CircularProgress size={24} sx={{ m: 2 }} aria-label="Loading the history" />}
      <List aria-label={`${filter} history`} dense>
        {entries.map((e) => {
          const title = e.operation.name;
          const change = changeOf(e, dateFormat);
          return (
            <ListItem
              key={e.id}
              divider
              secondaryAction={
                e.hasHistoryDetails ? (
                  <Button size="small" onClick={() => setDetails(e)} aria-label={`Details of ${title}`}>
                    Details
                  </Button>
                ) : undefined
              }
            >
              <ListItemText
                primary={title}
                secondary={
                  <>
                    {change && (
                      <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                        {change}
                      </Box>
                    )}
                    <Box component="span" sx={{ display: 'block' }}>
                      {[e.updateUser, displayTimestamp(e.updateDate, dateFormat)].filter(Boolean).join(' · ')}
                    </Box>
                  </>
                }
              />
            </ListItem>
          );
        })}
      </List>
      {history.data && entries.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          No entries.
        </Typography>
      )}
      <HistoryDetailDialog documentId={doc.id} entry={details} onClose={() => setDetails(null)} />
    </Box>
  );
}
