import InsightsIcon from '@mui/icons-material/Insights';
import { Divider, ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import {
  Menu as RaMenu,
  useBasename,
  useCreatePath,
  usePermissions,
  useSidebarState,
} from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canRoleAccess } from '../auth/access';
import { useDashboardTranslate, type DashboardKey } from '../i18n/useDashboardTranslate';
import { useDeclarations } from '../resources/DeclarationsContext';
import { MenuEntry } from './MenuEntry';
import { coveredBy, menuSections } from './menuGroups';

const isWithin = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/**
 * A group's name above its entries; in the collapsed (64 px) sidebar a line, since the name
 * would not fit. Skipped by the menu's arrow keys (MUI skips list subheaders and dividers).
 */
const GroupHeading = ({ label, open }: { label: string; open: boolean }) =>
  open ? (
    <ListSubheader
      disableSticky
      role="presentation"
      sx={{
        bgcolor: 'transparent',
        color: 'text.secondary',
        fontSize: '0.6875rem',
        fontWeight: 700,
        letterSpacing: '0.08em',
        textTransform: 'uppercase',
        lineHeight: '16px',
        pt: 1.25,
        pb: 0.5,
        pl: 2.25,
      }}
    >
      {label}
    </ListSubheader>
  ) : (
    <Divider component="li" role="presentation" sx={{ my: 0.75 }} />
  );

/**
 * The sidebar (issue 26 item 11): the Overview first, then one entry per list the role may use,
 * in the groups of `menuGroups.ts`; each list carries its own create button.
 */
export const Menu = () => {
  const { permissions } = usePermissions<string>();
  const createPath = useCreatePath();
  const { pathname } = useLocation();
  const [open] = useSidebarState();
  const home = useBasename() || '/';
  const declarations = useDeclarations();
  const t = useDashboardTranslate();
  const entries = declarations.filter((declaration) =>
    canRoleAccess(declarations, permissions, declaration.name, 'list'),
  );

  return (
    <RaMenu>
      <MenuEntry
        to={home}
        label={t('menu.overview')}
        icon={<InsightsIcon />}
        current={pathname === home || pathname === `${home}/`}
      />
      {menuSections(entries).map((section) => (
        <Fragment key={section.label}>
          <GroupHeading label={t(`menu.groups.${section.label}` as DashboardKey)} open={open} />
          {section.entries.map((declaration) => {
            const Icon = declaration.icon;
            // Marked on its list, its records and its create screen, and on the screens of
            // the resources reached from it (subcategories under categories).
            const current = coveredBy(declaration.name).some((name) =>
              isWithin(pathname, createPath({ resource: name, type: 'list' })),
            );
            return (
              <MenuEntry
                key={declaration.name}
                to={createPath({ resource: declaration.name, type: 'list' })}
                label={declaration.label}
                icon={<Icon />}
                current={current}
              />
            );
          })}
        </Fragment>
      ))}
    </RaMenu>
  );
};
