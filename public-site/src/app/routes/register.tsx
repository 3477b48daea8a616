import { useSearchParams } from 'react-router-dom';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useGoTo } from '@/features/auth/hooks/use-go-to';
import { afterRegisterPath, returnPath, withRedirect } from '@/features/auth/lib/landing';

export default function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const goTo = useGoTo();
  const redirectTo = returnPath(searchParams.get('redirectTo'));

  return (
    <RegisterForm
      loginHref={withRedirect('/login', redirectTo)}
      onSuccess={() => goTo(afterRegisterPath(redirectTo))}
    />
  );
}
