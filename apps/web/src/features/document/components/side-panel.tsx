import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { AttachmentsTab } from './attachments-tab';
import { AuditHistoryTab } from './audit-history-tab';
import { MetadataTab } from './metadata-tab';
import { VersionsTab } from './versions-tab';

const tabs = ['Metadata', 'Audit History', 'Versions', 'Attachments'] as const;
type TabName = (typeof tabs)[number];
const slug = (t: TabName) => t.toLowerCase().replace(/\s+/g, '-');

/** The left tabs of the document screen; `afterMetadata` holds the line items on a phone. */
export function SidePanel({ afterMetadata }: { afterMetadata?: ReactNode }) {
  const [tab, setTab] = useState<TabName>('Metadata');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Tabs
        value={tab}
        onChange={(_e, v: TabName) => setTab(v)}
        aria-label="Document details"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t}
            value={t}
            label={t}
            id={`document-tab-${slug(t)}`}
            aria-controls={`document-tabpanel-${slug(t)}`}
            sx={{ minWidth: 0, px: 1.25, textTransform: 'none', fontSize: '0.9rem' }}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`document-tabpanel-${slug(tab)}`}
        aria-labelledby={`document-tab-${slug(tab)}`}
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', p: 2 }}
      >
        {tab === 'Metadata' && <MetadataTab after={afterMetadata} />}
        {tab === 'Audit History' && <AuditHistoryTab />}
        {tab === 'Versions' && <VersionsTab />}
        {tab === 'Attachments' && <AttachmentsTab />}
      </Box>
    </Box>
  );
}
