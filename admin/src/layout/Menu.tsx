import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import { Menu as RaMenu, MenuItemLinkClasses, useCreatePath, usePermissions } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { canRoleAccess } from '../auth/access';
import { createLabelOf } from '../resource-factory/labels';
import { useDeclarations } from '../resources/DeclarationsContext';

/** React-admin marks a list entry active on its create page too: only "Add …" is, there. */
const notActive = {
  [`&.${MenuItemLinkClasses.active}`]: {
    borderLeft: 'none',
    backgroundColor: 'transparent',
    fontWeight: 'inherit',
    color: 'text.secondary',
  },
};

/** Sidebar entries of spec §2, built from the declarations the role may use. */
export const Menu = () => {
  const { permissions } = usePermissions<string>();
  const createPath = useCreatePath();
  const { pathname } = useLocation();
  const declarations = useDeclarations();
  const entries = declarations.filter((declaration) =>
    canRoleAccess(declarations, permissions, declaration.name, 'list'),
  );

  return (
    <RaMenu>
      {entries.flatMap((declaration) => {
        const Icon = declaration.icon;
        const listPath = createPath({ resource: declaration.name, type: 'list' });
        const createTo = createPath({ resource: declaration.name, type: 'create' });
        const items = [];
        if (canRoleAccess(declarations, permissions, declaration.name, 'create')) {
          items.push(
            <RaMenu.Item
              key={`${declaration.name}-create`}
              to={createTo}
              primaryText={createLabelOf(declaration)}
              leftIcon={<AddBoxOutlined />}
            />,
          );
        }
        items.push(
          <RaMenu.Item
            key={declaration.name}
            to={listPath}
            primaryText={declaration.label}
            leftIcon={<Icon />}
            sx={pathname.endsWith(createTo) ? notActive : undefined}
          />,
        );
        return items;
      })}
    </RaMenu>
  );
};
