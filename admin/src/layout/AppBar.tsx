import { Box, Typography } from '@mui/material';
import {
  AppBar as RaAppBar,
  AppBarClasses,
  LoadingIndicator,
  TitlePortal,
  useBasename,
  type AppBarProps,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDashboardTranslate } from '../i18n/useDashboardTranslate';
import { DashboardUserMenu } from './UserMenu';

export const COMPANY_TITLE = 'Petrolink Dashboard';

/** Spec §9: the content sits 70 px from the top, under a bar of that height. */
export const APP_BAR_HEIGHT = 70;

export const AppBar = (props: AppBarProps) => {
  const home = useBasename() || '/';
  const t = useDashboardTranslate();
  return (
    <RaAppBar
      {...props}
      color="primary"
      userMenu={<DashboardUserMenu />}
      // Phones need the room for the title and the user menu more than a refresh button.
      toolbar={
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <LoadingIndicator />
        </Box>
      }
      sx={{
        [`& .${AppBarClasses.toolbar}`]: {
          minHeight: APP_BAR_HEIGHT,
          height: APP_BAR_HEIGHT,
          pr: { xs: 1, sm: 2 },
        },
        [`& .${AppBarClasses.menuButton}`]: { ml: { xs: 0.5, sm: 1 }, mr: { xs: 0.5, sm: 1 } },
      }}
    >
      <Typography
        variant="h6"
        component={RouterLink}
        // The dashboard's home is the Overview (issue 26 item 11).
        to={home}
        noWrap
        // Phones show the page's own title instead (the user menu needs the room).
        sx={{
          display: { xs: 'none', sm: 'block' },
          fontWeight: 700,
          mr: 2,
          fontSize: '1.2rem',
          flexShrink: 0,
          color: 'inherit',
          textDecoration: 'none',
        }}
      >
        {t('title')}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flex: 1,
          minWidth: 0,
          opacity: { xs: 1, sm: 0.8 },
          borderLeft: { xs: 'none', sm: '1px solid rgba(255,255,255,0.3)' },
          pl: { xs: 0, sm: 2 },
          '& h6': { fontWeight: { xs: 600, sm: 400 } },
        }}
      >
        <TitlePortal variant="subtitle1" noWrap />
      </Box>
    </RaAppBar>
  );
};
