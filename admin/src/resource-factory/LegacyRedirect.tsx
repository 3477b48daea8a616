import { Navigate, useParams } from 'react-router-dom';
import { useCreatePath } from 'react-admin';

interface LegacyRedirectProps {
  resource: string;
  type: 'list' | 'create' | 'edit';
}

/** Sends an old dashboard path of spec §2 to the canonical react-admin screen. */
export const LegacyRedirect = ({ resource, type }: LegacyRedirectProps) => {
  const createPath = useCreatePath();
  const { id } = useParams();
  return <Navigate to={createPath({ resource, type, id })} replace />;
};
