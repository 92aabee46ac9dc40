import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { DRAWER_WIDTH } from '@/lib/theme';
import { SideNavigation } from '@/features/navigation/components/side-navigation';
import type { NavItem } from '@/features/navigation/utils/nav-items';

interface NavigationPanelProps {
  items: NavItem[];
  isMobile: boolean;
  open: boolean;
  onClose: () => void;
}

/** Beside the page on a wide screen; a drawer that closes after choosing on a phone. */
export function NavigationPanel({ items, isMobile, open, onClose }: NavigationPanelProps) {
  if (isMobile) {
    return (
      <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
        <SideNavigation items={items} onNavigate={onClose} />
      </Drawer>
    );
  }
  return (
    <Box
      component="aside"
      sx={{ width: DRAWER_WIDTH, flexShrink: 0, bgcolor: 'background.paper', borderRight: 1, borderColor: 'divider' }}
    >
      <Box sx={{ position: 'sticky', top: 64 }}>
        <SideNavigation items={items} />
      </Box>
    </Box>
  );
}
