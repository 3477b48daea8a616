import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import { Menu as RaMenu, useCreatePath, usePermissions } from 'react-admin';
import { canRoleAccess } from '../auth/access';
import { createLabelOf } from '../resource-factory/labels';
import { useDeclarations } from '../resources/DeclarationsContext';

/** Sidebar entries of spec §2, built from the declarations the role may use. */
export const Menu = () => {
  const { permissions } = usePermissions<string>();
  const createPath = useCreatePath();
  const declarations = useDeclarations();
  const entries = declarations.filter((declaration) =>
    canRoleAccess(declarations, permissions, declaration.name, 'list'),
  );

  return (
    <RaMenu>
      {entries.flatMap((declaration) => {
        const Icon = declaration.icon;
        const items = [];
        if (canRoleAccess(declarations, permissions, declaration.name, 'create')) {
          items.push(
            <RaMenu.Item
              key={`${declaration.name}-create`}
              to={createPath({ resource: declaration.name, type: 'create' })}
              primaryText={createLabelOf(declaration)}
              leftIcon={<AddBoxOutlined />}
            />,
          );
        }
        items.push(
          <RaMenu.Item
            key={declaration.name}
            to={createPath({ resource: declaration.name, type: 'list' })}
            primaryText={declaration.label}
            leftIcon={<Icon />}
          />,
        );
        return items;
      })}
    </RaMenu>
  );
};
