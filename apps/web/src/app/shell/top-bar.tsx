import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '@/components/brand';

interface TopBarProps {
  /** Opens the navigation drawer (mobile); absent where there is no navigation. */
  onOpenNavigation?: () => void;
  logo: ReactNode;
  search: ReactNode;
  account: ReactNode;
}

/**
 * Brand, company logo, the global search and the account menu. On a phone the search
 * takes a second row of its own.
 */
export function TopBar({ onOpenNavigation, logo, search, account }: TopBarProps) {
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, columnGap: { xs: 1, sm: 2 }, py: { xs: 1, md: 0 } }}>
        {onOpenNavigation && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            onClick={onOpenNavigation}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to="/"
          aria-label="DocVue Exchange home"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            flexShrink: 0,
          }}
        >
          <Box sx={{ bgcolor: 'common.white', borderRadius: 1.5, display: 'flex' }}>
            <BrandMark />
          </Box>
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontSize: '1.15rem', display: { xs: 'none', sm: 'inline' } }}
          >
            DocVue Exchange
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0, flex: { xs: 1, md: '0 1 auto' }, display: 'flex', alignItems: 'center' }}>{logo}</Box>
        <Box
          sx={{
            order: { xs: 10, md: 0 },
            flexBasis: { xs: '100%', md: 'auto' },
            flexGrow: 1,
            display: 'flex',
            justifyContent: 'center',
            pt: { xs: 1, md: 0 },
          }}
        >
          {search}
        </Box>
        <Box sx={{ flexShrink: 0 }}>{account}</Box>
      </Toolbar>
    </AppBar>
  );
}
