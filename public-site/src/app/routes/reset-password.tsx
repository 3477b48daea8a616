import { useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return <ResetPasswordForm token={searchParams.get('token') ?? ''} />;
}
