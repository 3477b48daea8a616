import { ErrorAlert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import fieldStyles from '@/components/ui/text-field.module.css';
import { company } from '@/content/company';
import {
  type CertificateVerification as Verification,
  useCertificateVerification,
} from '@/features/certificates/api/verify-certificate';
import { VerifyCertificateForm } from '@/features/certificates/components/verify-certificate-form';
import { formatLongDate } from '@/lib/format-date';
import styles from '@/features/certificates/components/certificate-verification.module.css';

type Status = Verification['status'];

const STATUS_TEXT: Record<Status, string> = {
  valid: 'Valid',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** One sentence under the badge, so the verdict does not rest on a colour or a word alone. */
function verdict(data: Verification): string {
  if (data.status === 'valid') {
    return data.expires_on
      ? `Genuine and in force until ${formatLongDate(data.expires_on)}.`
      : 'Genuine and in force, with no expiry date.';
  }
  if (data.status === 'expired') {
    return `Genuine, but its validity ended on ${formatLongDate(data.expires_on)}.`;
  }
  return `Withdrawn by the issuer${data.revoked_on ? ` on ${formatLongDate(data.revoked_on)}` : ''}: it no longer certifies this training.`;
}

/** Drawn, not typed, so the badge's text stays exactly its status word. */
function StatusIcon({ status }: { status: Status }) {
  const path = {
    valid: 'M5 12.5l4.5 4.5L19 7.5',
    expired: 'M12 7v5l3 2 M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
    revoked: 'M6 6l12 12 M18 6L6 18',
  }[status];
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function Facts({ data }: { data: Verification }) {
  const facts: [string, string][] = [
    ['Holder', data.holder],
    ['Course', data.course],
    ['Issued by', data.issuer],
    ['Issued on', formatLongDate(data.issued_on)],
    ['Valid until', data.expires_on ? formatLongDate(data.expires_on) : 'No expiry'],
    ...(data.revoked_on
      ? [['Revoked on', formatLongDate(data.revoked_on)] as [string, string]]
      : []),
    ['Certificate code', data.code],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd className={label === 'Certificate code' ? styles.code : undefined}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The public page a certificate's QR code opens (issue 14; its look: issue 26 item 3). */
export function CertificateVerification({ code }: { code: string }) {
  const { data, error, isLoading } = useCertificateVerification(code);
  if (isLoading) return <PageSpinner />;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="verify-title">
        <header className={styles.head}>
          <p className={styles.eyebrow}>Certificate check · {company.name}</p>
          <h1 id="verify-title" className={styles.title}>
            Certificate verification
          </h1>
        </header>
        {data ? (
          <>
            <div className={`${styles.verdict} ${styles[data.status]}`}>
              <span className={styles.badge} data-testid="certificate-status">
                <StatusIcon status={data.status} />
                {STATUS_TEXT[data.status]}
              </span>
              <p className={styles.verdictText}>{verdict(data)}</p>
            </div>
            <Facts data={data} />
            <p className={styles.source}>
              Read from the certificate register of {company.name} when this page was opened.
            </p>
          </>
        ) : (
          <ErrorAlert>
            {error?.status === 404
              ? 'No certificate has this code. Check the code printed on the certificate.'
              : 'The certificate could not be checked right now. Please try again.'}
          </ErrorAlert>
        )}
      </section>
      <section className={styles.another} aria-labelledby="verify-another-title">
        <h2 id="verify-another-title" className={styles.anotherTitle}>
          Verify another certificate
        </h2>
        <VerifyCertificateForm
          className={styles.form}
          inputClassName={fieldStyles.input}
          buttonClassName={buttonClassName()}
          hint="The code is printed under the QR code on the certificate."
        />
      </section>
    </div>
  );
}
