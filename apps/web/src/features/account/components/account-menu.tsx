import type { CurrentUser } from '@docvue/contracts';
import Logout from '@mui/icons-material/Logout';
import LockReset from '@mui/icons-material/LockReset';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useClientConfig } from '@/lib/client-config';
import { useJoinRequestCount } from '../api/join-request-count';
import { useResetPassword } from '../api/reset-password';

interface AccountMenuProps {
  user: CurrentUser;
  companyName: string;
  /** Unread notifications; null while there is no count to show. */
  unreadCount: number | null;
  onChangeCompany: () => void;
  onLogout: () => void;
}

/** What the badges show: the count, or 99+. */
const MAX_SHOWN = 99;

const initialsOf = (u: CurrentUser) =>
  `${u.firstName.charAt(0)}${u.lastName.charAt(0)}`.toUpperCase() || u.emailAddress.charAt(0).toUpperCase();

/**
 * The user's menu in the top bar: company, password, notifications, profile, logout; the companies
 * that ask the person to join them, when any do; and for the platform operator the network's
 * outbox. The unread count shows on the avatar and on the Notifications item; screen readers hear
 * it in their names ('Notifications, 3 unread').
 */
export function AccountMenu({ user, companyName, unreadCount, onChangeCompany, onLogout }: AccountMenuProps) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const joinRequests = useJoinRequestCount();
  const { oidc } = useClientConfig();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = unreadCount ?? 0;
  const shownCount = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const close = () => setAnchor(null);
  const then = (action: () => void) => () => {
    close();
    action();
  };
  const item = (label: string, icon: ReactNode, onClick: () => void, extra?: ReactNode, name?: string) => (
    <MenuItem onClick={then(onClick)} aria-label={name}>
      <ListItemIcon aria-hidden="true">{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
      {extra}
    </MenuItem>
  );

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={unread > 0 ? `Account menu, ${unread} unread notifications` : 'Account menu'}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        sx={{ p: 0.5 }}
      >
        <Badge badgeContent={unread} max={MAX_SHOWN} color="error" overlap="circular" invisible={unread === 0}>
          <Avatar
            sx={{
              width: 36,
              height: 36,
              fontSize: '0.95rem',
              bgcolor: user.isGlobalUser ? 'secondary.main' : 'primary.dark',
              border: '2px solid white',
            }}
          >
            {initialsOf(user)}
          </Avatar>
        </Badge>
      </IconButton>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 300 }} aria-hidden="true">
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {user.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.emailAddress}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {companyName}
          </Typography>
        </Box>
        <Divider />
        {item('Change Company', <SwapHoriz />, onChangeCompany)}
        {/* Passwords are the built-in provider's; with the company's own, it keeps them. */}
        {oidc.builtIn && item('Reset Password', <LockReset />, () => resetPassword.mutate(user.emailAddress))}
        {item(
          'Notifications',
          <NotificationsOutlined />,
          () => navigate('/notifications'),
          unread > 0 ? <Chip size="small" color="error" label={shownCount} aria-hidden="true" sx={{ ml: 1 }} /> : null,
          unread > 0 ? `Notifications, ${unread} unread` : undefined,
        )}
        {joinRequests > 0 &&
          item(
            'Requests to Join',
            <GroupAddOutlined />,
            () => navigate('/joinrequests'),
            <Chip size="small" color="info" label={joinRequests} aria-hidden="true" sx={{ ml: 1 }} />,
            `Requests to Join, ${joinRequests}`,
          )}
        {user.isGlobalUser && item('Outbox', <MailOutline />, () => navigate('/outbox'))}
        {user.isGlobalUser && item('Background Jobs', <WorkHistoryOutlined />, () => navigate('/jobs'))}
        {item('Edit my Profile', <PersonOutline />, () => navigate('/profile'))}
        <Divider />
        {item('Logout', <Logout />, onLogout)}
      </Menu>
    </>
  );
}
