import { Navigate, useParams } from 'react-router-dom';
import { ApplyPage } from '@/features/careers/components/apply-page';

/** /applynow/:id is the form; the bare /applynow has no job to apply for, so it shows the openings. */
export default function ApplyRoute() {
  const { id } = useParams();
  if (id === undefined) return <Navigate to="/projects" replace />;
  return <ApplyPage />;
}
