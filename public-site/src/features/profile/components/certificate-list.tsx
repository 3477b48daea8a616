import { useState } from 'react';
import { CertificateIcon, DownloadIcon } from '@/components/icons/commerce-icons';
import { Button } from '@/components/ui/button';
import { downloadCertificate } from '@/features/profile/api/download-certificate';
import { useCertificates } from '@/features/profile/api/get-certificates';
import { type Certificate } from '@/features/profile/types';
import styles from '@/features/profile/components/profile.module.css';

function fileBaseName(certificate: Certificate): string {
  const label = certificate.course?.classification || certificate.course?.name || 'course';
  return `certificate-${label}`.replace(/[^\w.-]+/g, '-');
}

function CertificateRow({ certificate }: { certificate: Certificate }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const title = certificate.course?.name ?? 'Course certificate';

  const onDownload = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadCertificate(certificate.download, fileBaseName(certificate));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

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
        {failed && (
          <span className={styles.certificateError} role="alert">
            The certificate could not be downloaded. Please try again.
          </span>
        )}
      </div>
      <Button
        variant="secondary"
        size="small"
        onClick={() => void onDownload()}
        disabled={busy}
        aria-busy={busy}
        aria-label={`Download the certificate for ${title}`}
      >
        <DownloadIcon size={18} /> Download
      </Button>
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
