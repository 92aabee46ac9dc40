import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import type { NavIcon, NavItem } from '../utils/nav-items';

const icons: Record<NavIcon, ReactElement> = {
  home: <HomeOutlined />,
  documents: <DescriptionOutlined />,
  statements: <DescriptionOutlined />,
  setup: <SettingsOutlined />,
  orgUnits: <AccountTreeOutlined />,
  address: <PlaceOutlined />,
  users: <GroupOutlined />,
  parties: <HandshakeOutlined />,
  invitations: <MailOutline />,
  webhooks: <SettingsOutlined />,
};

/** The left navigation; the entry of the current page is marked. */
export function SideNavigation({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main navigation">
      <List>
        {items.map((item) => (
          <ListItem key={item.to} disablePadding>
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.to === '/'}
              onClick={onNavigate}
              sx={{
                '&.active': { bgcolor: 'action.selected', color: 'primary.dark', fontWeight: 600 },
                '&.active .MuiListItemIcon-root': { color: 'primary.dark' },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }} aria-hidden="true">
                {icons[item.icon]}
              </ListItemIcon>
              <ListItemText primary={item.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
