import { PageSpinner } from '@/components/ui/spinner';
import {
  type CertificateVerification as Verification,
  useCertificateVerification,
} from '@/features/certificates/api/verify-certificate';
import { VerifyCertificateForm } from '@/features/certificates/components/verify-certificate-form';
import { formatDate } from '@/lib/format-date';
import styles from '@/features/certificates/components/certificate-verification.module.css';

const STATUS_TEXT: Record<Verification['status'], string> = {
  valid: 'Valid',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** The public page a certificate's QR code opens (issue 14). */
export function CertificateVerification({ code }: { code: string }) {
  const { data, error, isLoading } = useCertificateVerification(code);
  if (isLoading) return <PageSpinner />;
  return (
    <section className={`container ${styles.card}`} aria-labelledby="verify-title">
      <h1 id="verify-title">Certificate verification</h1>
      {data ? (
        <>
          <p className={`${styles.status} ${styles[data.status]}`} data-testid="certificate-status">
            {STATUS_TEXT[data.status]}
          </p>
          <dl className={styles.facts}>
            {(
              [
                ['Holder', data.holder],
                ['Course', data.course],
                ['Issued by', data.issuer],
                ['Issued on', formatDate(data.issued_on)],
                ['Valid until', data.expires_on ? formatDate(data.expires_on) : 'No expiry'],
                ...(data.revoked_on ? [['Revoked on', formatDate(data.revoked_on)]] : []),
                ['Code', data.code],
              ] as [string, string][]
            ).map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p role="alert">
          {error?.status === 404
            ? 'No certificate has this code. Check the code printed on the certificate.'
            : 'The certificate could not be checked right now. Please try again.'}
        </p>
      )}
      <h2>Verify another certificate</h2>
      <VerifyCertificateForm />
    </section>
  );
}
