import { useSearchParams } from 'react-router-dom';
import { VerifyEmail } from '@/features/auth/components/verify-email';

export default function VerifyEmailRoute() {
  const [searchParams] = useSearchParams();
  return <VerifyEmail token={searchParams.get('token') ?? ''} />;
}
