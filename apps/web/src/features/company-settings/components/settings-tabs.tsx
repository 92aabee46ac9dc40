import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/page-heading';

export type SettingsTab = 'legalDocuments' | 'companyLogo' | 'terminology';

const tabs: { value: SettingsTab; label: string }[] = [
  { value: 'legalDocuments', label: 'Company Documents' },
  { value: 'companyLogo', label: 'Logo' },
  { value: 'terminology', label: 'Terminology' },
];

const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;
const panelId = (tab: SettingsTab) => `settings-panel-${tab}`;

/**
 * Setup (/admin/settings/…): one tab per address, so each can be bookmarked and the browser's
 * Back goes to the tab before. The tabs are links; the arrow keys move between them.
 */
export function SettingsTabs({ current, children }: { current: SettingsTab; children: ReactNode }) {
  return (
    <>
      <PageHeading>Setup</PageHeading>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={current} aria-label="Setup" variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
          {tabs.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              component={RouterLink}
              to={`/admin/settings/${t.value}`}
              id={tabId(t.value)}
              aria-controls={t.value === current ? panelId(t.value) : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={panelId(current)} aria-labelledby={tabId(current)}>
        {children}
      </Box>
    </>
  );
}
