import type { ResourceProps } from 'react-admin';
import type { ResourceDeclaration } from '../resources/types';
import { ResourceCreate } from './ResourceCreate';
import { ResourceEdit } from './ResourceEdit';
import { ResourceList } from './ResourceList';
import { ResourceShow } from './ResourceShow';

/** The `<Resource>` props of a declaration: `<Resource {...buildResource(declaration)} />`. */
export const buildResource = (declaration: ResourceDeclaration): ResourceProps => ({
  name: declaration.name,
  icon: declaration.icon,
  options: { label: declaration.label },
  recordRepresentation: declaration.recordName ?? declaration.fields[0]?.source,
  list: <ResourceList declaration={declaration} />,
  create: declaration.canCreate ? <ResourceCreate declaration={declaration} /> : undefined,
  edit: declaration.canEdit ? <ResourceEdit declaration={declaration} /> : undefined,
  show: declaration.canShow ? <ResourceShow declaration={declaration} /> : undefined,
});
