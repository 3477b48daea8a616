import { PolicyPage } from '@/features/pages/policies/policy-page';

export default function RefundPage() {
  return <PolicyPage policy="refund" />;
}
