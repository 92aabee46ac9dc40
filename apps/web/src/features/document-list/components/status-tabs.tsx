import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { statusTabs } from '../utils/list-params';

export const statusTabId = (statusId: number) => `document-status-tab-${statusId}`;

interface StatusTabsProps {
  value: number;
  onChange: (statusId: number) => void;
  /** The id of the element the tabs filter. */
  controls: string;
}

/** 'All' and each route status but New; scrolls sideways on a narrow screen. */
export function StatusTabs({ value, onChange, controls }: StatusTabsProps) {
  return (
    <Tabs
      value={value}
      onChange={(_e, id: number) => onChange(id)}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Route status"
      sx={{ minWidth: 0, maxWidth: '100%' }}
    >
      {statusTabs.map((t) => (
        <Tab key={t.id} value={t.id} label={t.label} id={statusTabId(t.id)} aria-controls={controls} />
      ))}
    </Tabs>
  );
}
