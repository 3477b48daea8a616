import { Navigate } from 'react-router-dom';
import { Loading, useCreatePath, usePermissions } from 'react-admin';
import { SUPER_ADMIN } from '../auth/roles';
import { useDeclarations } from '../resources/DeclarationsContext';

/** `/dashboard` itself: each role's landing page of spec §4 (2001 → users, 1996 → courses). */
export const Landing = () => {
  const { permissions, isPending } = usePermissions<string>();
  const declarations = useDeclarations();
  const createPath = useCreatePath();
  if (isPending) return <Loading />;
  const preferred = permissions === SUPER_ADMIN ? 'users' : 'courses';
  const usable = declarations.filter((declaration) =>
    (declaration.roles as readonly string[]).includes(permissions ?? ''),
  );
  const target = usable.find((declaration) => declaration.name === preferred) ?? usable[0];
  if (!target) return null;
  return <Navigate to={createPath({ resource: target.name, type: 'list' })} replace />;
};
