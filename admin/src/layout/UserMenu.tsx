import { useCallback, useMemo, useState, type MouseEvent } from 'react';
import AccountCircle from '@mui/icons-material/AccountCircle';
import HomeIcon from '@mui/icons-material/Home';
import {
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { Logout, UserMenuContextProvider, useGetIdentity } from 'react-admin';
import { homeUrl } from '../authProvider';

/**
 * The dashboard user menu shows the name cut to its first 8 characters (spec §9), with an
 * ellipsis when something was cut; the whole name is in the tooltip.
 */
export const USER_MENU_NAME_LENGTH = 8;

export const DashboardUserMenu = () => {
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose: close }), [close]);
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const fullName = identity?.fullName ?? '';
  const shortName =
    fullName.length > USER_MENU_NAME_LENGTH
      ? `${fullName.slice(0, USER_MENU_NAME_LENGTH)}…`
      : fullName;

  return (
    <>
      {shortName ? (
        <Tooltip title={fullName}>
          <Button
            color="inherit"
            aria-label="Profile"
            aria-haspopup="true"
            aria-controls={anchor ? 'user-menu' : undefined}
            startIcon={<AccountCircle />}
            onClick={open}
            sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
          >
            {shortName}
          </Button>
        </Tooltip>
      ) : (
        <Tooltip title="Profile">
          <IconButton color="inherit" aria-label="Profile" aria-haspopup="true" onClick={open}>
            <AccountCircle />
          </IconButton>
        </Tooltip>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id="user-menu"
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          disableScrollLock
        >
          {/* The home page belongs to the public site: a full page load. */}
          <MenuItem component="a" href="/" onClick={close}>
            <ListItemIcon>
              <HomeIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>Home page</ListItemText>
          </MenuItem>
          <Logout redirectTo={homeUrl()} />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
};
