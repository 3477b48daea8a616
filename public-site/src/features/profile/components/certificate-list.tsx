import { CertificateIcon, DownloadIcon } from '@/components/icons/commerce-icons';
import { buttonClassName } from '@/components/ui/button';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { profileWords, type ProfileWords } from '@/content/profile-words';
import { useCertificates } from '@/features/profile/api/get-certificates';
import { EmptyListHint } from '@/features/profile/components/empty-list-hint';
import { type Certificate } from '@/features/profile/types';
import styles from '@/features/profile/components/profile.module.css';
import { useContent } from '@/i18n/content';
import { LocalText } from '@/i18n/local-text';
import { useLocalized } from '@/i18n/localized';
import { fill } from '@/i18n/text';

function fileBaseName(certificate: Certificate): string {
  const label = certificate.course?.classification || certificate.course?.name || 'course';
  return `certificate-${label}`.replace(/[^\w.-]+/g, '-');
}

type CertificateState = 'valid' | 'expired' | 'revoked';

/** A certificate's state as a badge, like the bookings' (issue 26 item 8); its word by key. */
const TONE: Record<CertificateState, BadgeTone> = {
  valid: 'success',
  expired: 'neutral',
  revoked: 'danger',
};

type CertificateWords = ProfileWords['certificates'];

/**
 * One certificate with its state as a badge, a plain Download link (`download` is a
 * short-lived signed address, DECISIONS 17, that opens without a header) and its public
 * verification page. A revoked certificate is no longer the holder's to hand out: it offers no
 * download, and says so (issue 26 item 8: "Revoked" looked like a button beside an active
 * Download).
 */
function CertificateRow({ certificate, w }: { certificate: Certificate; w: CertificateWords }) {
  const localize = useLocalized();
  const name = certificate.course
    ? localize(certificate.course, 'name')
    : { text: w.courseCertificate };
  const title = name.text;
  const status = certificate.status ?? 'valid';
  const state = { tone: TONE[status], label: w[status] };
  const revoked = certificate.status === 'revoked';
  return (
    <li className={styles.certificate} data-status={certificate.status ?? 'valid'}>
      <span className={styles.certificateIcon} aria-hidden="true">
        <CertificateIcon size={26} />
      </span>
      <div className={styles.certificateText}>
        {certificate.course?.classification && (
          <span className={styles.certificateCode}>{certificate.course.classification}</span>
        )}
        <span className={styles.certificateName}>
          <LocalText {...name} />
        </span>
        <span className={styles.certificateState}>
          <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
          {revoked ? <span className={styles.certificateNote}>{w.noDownload}</span> : null}
        </span>
      </div>
      {revoked && !certificate.verify_url ? null : (
        <div className={styles.certificateActions}>
          {revoked ? null : (
            <a
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
              href={certificate.download}
              download={fileBaseName(certificate)}
              aria-label={fill(w.downloadFor, { title })}
            >
              <DownloadIcon size={18} /> {w.download}
            </a>
          )}
          {certificate.verify_url ? (
            <a
              className={
                revoked
                  ? styles.certificateLink
                  : buttonClassName({ variant: 'outline', size: 'small' })
              }
              href={certificate.verify_url}
              aria-label={fill(w.verificationPageFor, { title })}
            >
              {revoked ? w.verificationPage : w.verify}
            </a>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** The user's certificates; an empty list says what will appear here. */
export function CertificateList({ token }: { token: string }) {
  const { data, error } = useCertificates(token);
  const w = useContent(profileWords).certificates;
  if (!data && !error) {
    return (
      <p className={styles.loading} aria-busy="true">
        {w.loading}
      </p>
    );
  }
  // Certificates are extra information: a failed call reads as none (spec §8 data loads).
  if (!data || data.length === 0) {
    return (
      <div className={styles.none}>
        <EmptyListHint>{w.none}</EmptyListHint>
      </div>
    );
  }
  return (
    <ul className={styles.certificates}>
      {data.map((certificate) => (
        <CertificateRow key={certificate.id} certificate={certificate} w={w} />
      ))}
    </ul>
  );
}
