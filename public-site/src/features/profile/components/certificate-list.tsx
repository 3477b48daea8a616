import { CertificateIcon, DownloadIcon } from '@/components/icons/commerce-icons';
import { buttonClassName } from '@/components/ui/button';
import { type BadgeTone, StatusBadge } from '@/components/ui/status-badge';
import { useCertificates } from '@/features/profile/api/get-certificates';
import { EmptyListHint } from '@/features/profile/components/empty-list-hint';
import { type Certificate } from '@/features/profile/types';
import styles from '@/features/profile/components/profile.module.css';

function fileBaseName(certificate: Certificate): string {
  const label = certificate.course?.classification || certificate.course?.name || 'course';
  return `certificate-${label}`.replace(/[^\w.-]+/g, '-');
}

/** A certificate's state as a badge, like the bookings' (issue 26 item 8). */
const STATE: Record<'valid' | 'expired' | 'revoked', { tone: BadgeTone; label: string }> = {
  valid: { tone: 'success', label: 'Valid' },
  expired: { tone: 'neutral', label: 'Expired' },
  revoked: { tone: 'danger', label: 'Revoked' },
};

/**
 * One certificate with its state as a badge, a plain Download link (`download` is a
 * short-lived signed address, DECISIONS 17, that opens without a header) and its public
 * verification page. A revoked certificate is no longer the holder's to hand out: it offers no
 * download, and says so (issue 26 item 8: "Revoked" looked like a button beside an active
 * Download).
 */
function CertificateRow({ certificate }: { certificate: Certificate }) {
  const title = certificate.course?.name ?? 'Course certificate';
  const state = STATE[certificate.status ?? 'valid'];
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
        <span className={styles.certificateName}>{title}</span>
        <span className={styles.certificateState}>
          <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
          {revoked ? (
            <span className={styles.certificateNote}>It can no longer be downloaded.</span>
          ) : null}
        </span>
      </div>
      {revoked && !certificate.verify_url ? null : (
        <div className={styles.certificateActions}>
          {revoked ? null : (
            <a
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
              href={certificate.download}
              download={fileBaseName(certificate)}
              aria-label={`Download the certificate for ${title}`}
            >
              <DownloadIcon size={18} /> Download
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
              aria-label={`Verification page of the certificate for ${title}`}
            >
              {revoked ? 'Verification page' : 'Verify'}
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
  if (!data && !error) {
    return (
      <p className={styles.loading} aria-busy="true">
        Loading certificates…
      </p>
    );
  }
  // Certificates are extra information: a failed call reads as none (spec §8 data loads).
  if (!data || data.length === 0) {
    return (
      <div className={styles.none}>
        <EmptyListHint>
          No certificates yet. When you complete a course, its certificate appears here.
        </EmptyListHint>
      </div>
    );
  }
  return (
    <ul className={styles.certificates}>
      {data.map((certificate) => (
        <CertificateRow key={certificate.id} certificate={certificate} />
      ))}
    </ul>
  );
}
