import { useSearchParams } from 'react-router-dom';
import { LoginForm } from '@/features/auth/components/login-form';
import { useGoTo } from '@/features/auth/hooks/use-go-to';
import { firstName } from '@/features/auth/lib/first-name';
import { afterLoginPath, returnPath, withRedirect } from '@/features/auth/lib/landing';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const goTo = useGoTo();
  const redirectTo = returnPath(searchParams.get('redirectTo'));

  return (
    <LoginForm
      registerHref={withRedirect('/register', redirectTo)}
      onSuccess={(user) =>
        goTo(afterLoginPath(user.role, redirectTo), `Welcome back, ${firstName(user.name)}.`)
      }
    />
  );
}
