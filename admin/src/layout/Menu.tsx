import AddCircle from '@mui/icons-material/AddCircle';
import InsightsIcon from '@mui/icons-material/Insights';
import { Badge } from '@mui/material';
import type { ComponentType } from 'react';
import { Menu as RaMenu, useBasename, useCreatePath, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canRoleAccess } from '../auth/access';
import { createLabelOf } from '../resource-factory/labels';
import { useDeclarations } from '../resources/DeclarationsContext';
import { MenuEntry } from './MenuEntry';

/**
 * "Add …" entries show their resource's own icon with a small plus, so the collapsed (64 px)
 * sidebar still tells them apart and pairs each with its list.
 */
const AddIcon = ({ icon: Icon }: { icon: ComponentType }) => (
  <Badge
    overlap="circular"
    anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    badgeContent={
      <AddCircle
        sx={{ fontSize: 14, bgcolor: 'background.paper', borderRadius: '50%' }}
        aria-hidden
      />
    }
    sx={{ '& .MuiBadge-badge': { p: 0, minWidth: 0, height: 'auto', right: 2, bottom: 2 } }}
  >
    <Icon />
  </Badge>
);

const isWithin = (pathname: string, path: string) =>
  pathname === path || pathname.startsWith(`${path}/`);

/** Sidebar entries of spec §2, built from the declarations the role may use. */
export const Menu = () => {
  const { permissions } = usePermissions<string>();
  const createPath = useCreatePath();
  const { pathname } = useLocation();
  const home = useBasename() || '/';
  const declarations = useDeclarations();
  const entries = declarations.filter((declaration) =>
    canRoleAccess(declarations, permissions, declaration.name, 'list'),
  );

  return (
    <RaMenu>
      <MenuEntry
        to={home}
        label="Overview"
        icon={<InsightsIcon />}
        current={pathname === home || pathname === `${home}/`}
      />
      {entries.flatMap((declaration) => {
        const Icon = declaration.icon;
        const listPath = createPath({ resource: declaration.name, type: 'list' });
        const createTo = createPath({ resource: declaration.name, type: 'create' });
        const onCreate = isWithin(pathname, createTo);
        const items = [];
        if (canRoleAccess(declarations, permissions, declaration.name, 'create')) {
          items.push(
            <MenuEntry
              key={`${declaration.name}-create`}
              to={createTo}
              label={createLabelOf(declaration)}
              icon={<AddIcon icon={Icon} />}
              current={onCreate}
            />,
          );
        }
        items.push(
          <MenuEntry
            key={declaration.name}
            to={listPath}
            label={declaration.label}
            icon={<Icon />}
            current={!onCreate && isWithin(pathname, listPath)}
          />,
        );
        return items;
      })}
    </RaMenu>
  );
};
