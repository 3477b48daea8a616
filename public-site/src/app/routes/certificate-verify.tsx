import { useParams } from 'react-router-dom';
import { CertificateVerification } from '@/features/certificates/components/certificate-verification';

export default function CertificateVerifyRoute() {
  const { code = '' } = useParams();
  return <CertificateVerification key={code} code={code} />;
}
