import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { DashboardUserMenu } from './UserMenu';

export const COMPANY_TITLE = 'Petrolink Dashboard';

export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={<DashboardUserMenu />}
    // Phones need the room for the title and the user menu more than a refresh button.
    toolbar={
      <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
        <LoadingIndicator />
      </Box>
    }
  >
    <Typography
      variant="h6"
      component="span"
      noWrap
      sx={{ fontWeight: 600, mr: 2, fontSize: { xs: '1.05rem', sm: '1.25rem' }, minWidth: 0 }}
    >
      {COMPANY_TITLE}
    </Typography>
    <Box sx={{ display: { xs: 'none', md: 'flex' }, flex: 1, opacity: 0.8 }}>
      <TitlePortal variant="subtitle1" />
    </Box>
    <Box sx={{ flex: { xs: 1, md: 0 } }} />
  </RaAppBar>
);
