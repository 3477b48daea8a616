import { ErrorAlert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import fieldStyles from '@/components/ui/text-field.module.css';
import { certificatePage, type CertificateCopy } from '@/content/certificate';
import { useContent } from '@/i18n/content';
import { useLanguage } from '@/i18n/locale-context';
import type { Locale } from '@/i18n/locale';
import { fill } from '@/i18n/text';
import {
  type CertificateVerification as Verification,
  useCertificateVerification,
} from '@/features/certificates/api/verify-certificate';
import { VerifyCertificateForm } from '@/features/certificates/components/verify-certificate-form';
import { formatLongDate } from '@/lib/format-date';
import styles from '@/features/certificates/components/certificate-verification.module.css';

type Status = Verification['status'];

/** One sentence under the badge, so the verdict does not rest on a colour or a word alone. */
function verdict(data: Verification, t: CertificateCopy, locale: Locale): string {
  const day = (value: string | null) => formatLongDate(value, locale);
  if (data.status === 'valid') {
    return data.expires_on ? fill(t.validUntil, { date: day(data.expires_on) }) : t.validForever;
  }
  if (data.status === 'expired') return fill(t.expired, { date: day(data.expires_on) });
  return data.revoked_on ? fill(t.revokedOn, { date: day(data.revoked_on) }) : t.revoked;
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
  const t = useContent(certificatePage);
  const { locale } = useLanguage();
  const day = (value: string | null) => formatLongDate(value, locale);
  const facts: [string, string][] = [
    [t.holder, data.holder],
    [t.course, (locale === 'ar' && data.course_ar?.trim()) || data.course],
    [t.issuer, data.issuer],
    [t.issuedOn, day(data.issued_on)],
    [t.validUntilLabel, data.expires_on ? day(data.expires_on) : t.noExpiry],
    ...(data.revoked_on ? [[t.revokedOnLabel, day(data.revoked_on)] as [string, string]] : []),
    [t.code, data.code],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          {/* Names and codes are written as issued, in either script. */}
          <dd className={label === t.code ? styles.code : undefined} dir="auto">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The public page a certificate's QR code opens (issue 14; its look: issue 26 item 3). */
export function CertificateVerification({ code }: { code: string }) {
  const { data, error, isLoading } = useCertificateVerification(code);
  const t = useContent(certificatePage);
  const { locale, dictionary } = useLanguage();
  const company = dictionary.company.name;
  if (isLoading) return <PageSpinner />;
  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card} aria-labelledby="verify-title">
        <header className={styles.head}>
          <p className={styles.eyebrow}>{fill(t.eyebrow, { company })}</p>
          <h1 id="verify-title" className={styles.title}>
            {t.title}
          </h1>
        </header>
        {data ? (
          <>
            <div className={`${styles.verdict} ${styles[data.status]}`}>
              <span className={styles.badge} data-testid="certificate-status">
                <StatusIcon status={data.status} />
                {t.status[data.status]}
              </span>
              <p className={styles.verdictText}>{verdict(data, t, locale)}</p>
            </div>
            <Facts data={data} />
            <p className={styles.source}>{fill(t.source, { company })}</p>
          </>
        ) : (
          <ErrorAlert>{error?.status === 404 ? t.notFound : t.unavailable}</ErrorAlert>
        )}
      </section>
      <section className={styles.another} aria-labelledby="verify-another-title">
        <h2 id="verify-another-title" className={styles.anotherTitle}>
          {t.another}
        </h2>
        <VerifyCertificateForm
          className={styles.form}
          inputClassName={fieldStyles.input}
          buttonClassName={buttonClassName()}
          hint={t.hint}
        />
      </section>
    </div>
  );
}
