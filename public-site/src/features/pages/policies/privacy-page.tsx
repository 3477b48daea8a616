import { PolicyPage } from '@/features/pages/policies/policy-page';

export default function PrivacyPage() {
  return <PolicyPage policy="privacy" />;
}
