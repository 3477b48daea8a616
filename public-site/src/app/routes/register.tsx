import { useSearchParams } from 'react-router-dom';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useGoTo } from '@/features/auth/hooks/use-go-to';
import { firstName } from '@/features/auth/lib/first-name';
import { afterRegisterPath, returnPath, withRedirect } from '@/features/auth/lib/landing';

export default function RegisterRoute() {
  const [searchParams] = useSearchParams();
  const goTo = useGoTo();
  const redirectTo = returnPath(searchParams.get('redirectTo'));

  return (
    <RegisterForm
      loginHref={withRedirect('/login', redirectTo)}
      onSuccess={(user) =>
        goTo(
          afterRegisterPath(redirectTo),
          `Welcome, ${firstName(user.name)}: your account is ready. Browse the courses to book one.`,
        )
      }
    />
  );
}
