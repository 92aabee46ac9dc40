import { ConnectionStatus, connectionStatusLabels, type ConnectionStatusId } from '@docvue/contracts';
import CheckCircle from '@mui/icons-material/CheckCircle';
import HourglassTop from '@mui/icons-material/HourglassTop';
import LinkIcon from '@mui/icons-material/Link';
import MarkEmailRead from '@mui/icons-material/MarkEmailReadOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAltOutlined';
import Box from '@mui/material/Box';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';

const icons: Record<ConnectionStatusId, { Icon: ComponentType<SvgIconProps>; color: SvgIconProps['color'] }> = {
  [ConnectionStatus.Connected]: { Icon: CheckCircle, color: 'success' },
  [ConnectionStatus.Connect]: { Icon: LinkIcon, color: 'primary' },
  [ConnectionStatus.Invite]: { Icon: PersonAddAlt, color: 'action' },
  [ConnectionStatus.InviteSent]: { Icon: MarkEmailRead, color: 'info' },
  [ConnectionStatus.Connecting]: { Icon: HourglassTop, color: 'warning' },
};

interface ConnectionStatusIconProps {
  status: number;
  /** The status's name beside the icon; otherwise it names the icon (screen readers, hover). */
  withLabel?: boolean;
}

/** A party's connection status (docs/product/administration.md §4) as an icon. */
export function ConnectionStatusIcon({ status, withLabel = false }: ConnectionStatusIconProps) {
  const shown = icons[status as ConnectionStatusId];
  if (!shown) return null;
  const label = connectionStatusLabels[status as ConnectionStatusId];
  const { Icon, color } = shown;
  const icon = <Icon color={color} fontSize="small" aria-hidden="true" />;
  if (withLabel) {
    return (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {icon}
        <Typography component="span" variant="body2">
          {label}
        </Typography>
      </Box>
    );
  }
  return (
    <Tooltip title={label}>
      <Box component="span" role="img" aria-label={label} sx={{ display: 'inline-flex' }}>
        {icon}
      </Box>
    </Tooltip>
  );
}
