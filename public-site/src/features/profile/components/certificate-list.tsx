import { CertificateIcon, DownloadIcon } from '@/components/icons/commerce-icons';
import { buttonClassName } from '@/components/ui/button';
import { useCertificates } from '@/features/profile/api/get-certificates';
import { type Certificate } from '@/features/profile/types';
import styles from '@/features/profile/components/profile.module.css';

function fileBaseName(certificate: Certificate): string {
  const label = certificate.course?.classification || certificate.course?.name || 'course';
  return `certificate-${label}`.replace(/[^\w.-]+/g, '-');
}

/**
 * One certificate with a plain Download link: `download` is a short-lived signed address
 * (DECISIONS 17) that opens without a header, so no script has to fetch the file.
 */
function CertificateRow({ certificate }: { certificate: Certificate }) {
  const title = certificate.course?.name ?? 'Course certificate';
  return (
    <li className={styles.certificate}>
      <span className={styles.certificateIcon} aria-hidden="true">
        <CertificateIcon size={26} />
      </span>
      <div className={styles.certificateText}>
        {certificate.course?.classification && (
          <span className={styles.certificateCode}>{certificate.course.classification}</span>
        )}
        <span className={styles.certificateName}>{title}</span>
      </div>
      <a
        className={buttonClassName({ variant: 'secondary', size: 'small' })}
        href={certificate.download}
        download={fileBaseName(certificate)}
        aria-label={`Download the certificate for ${title}`}
      >
        <DownloadIcon size={18} /> Download
      </a>
      {certificate.verify_url ? (
        <a
          className={buttonClassName({ variant: 'outline', size: 'small' })}
          href={certificate.verify_url}
          aria-label={`Verification page of the certificate for ${title}`}
        >
          {certificate.status === 'valid' || !certificate.status
            ? 'Verify'
            : certificate.status === 'expired'
              ? 'Expired'
              : 'Revoked'}
        </a>
      ) : null}
    </li>
  );
}

/** The user's certificates with a Download button each; 'none' when there are none. */
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
  if (!data || data.length === 0) return <p className={styles.none}>none</p>;
  return (
    <ul className={styles.certificates}>
      {data.map((certificate) => (
        <CertificateRow key={certificate.id} certificate={certificate} />
      ))}
    </ul>
  );
}
