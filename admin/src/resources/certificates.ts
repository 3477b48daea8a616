import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { CertificatePanel } from './certificate-tools/CertificatePanel';
import { GenerateCertificateButton } from './certificate-tools/GenerateCertificateButton';
import type { ResourceCustomization } from './types';

/** Issued to a user for a course; the file is private (its owner and staff, DECISIONS 2). */
export const certificates: ResourceCustomization = {
  apiPath: 'certificates',
  label: 'Certificates',
  createLabel: 'Add certificate',
  itemLabel: 'Certificate',
  icon: WorkspacePremiumIcon,
  // The server matches a user id exactly, other text against the user's name.
  searchLabel: 'Search by user id or name',
  recordName: 'user',
  legacyPaths: { create: 'addcertificate' },
  // Issue 14: generate a PDF instead of uploading one; on a certificate, its expiry and revocation.
  listHeader: GenerateCertificateButton,
  showExtras: CertificatePanel,
  fields: [
    { source: 'user', label: 'User', inList: true },
    { source: 'course', label: 'Course', display: 'classification', inList: true },
    {
      source: 'user_id',
      label: 'User',
      required: true,
      inShow: false,
      // Searched by name on the server; the email hint is shown to role 2001 only (DECISIONS 20).
      options: {
        apiPath: 'certificates/recipients',
        optionText: 'name',
        optionHint: 'email',
        autocomplete: true,
      },
    },
    {
      source: 'course_id',
      label: 'Course',
      placeholder: 'Select course',
      required: true,
      inShow: false,
      options: { apiPath: 'courses', optionText: 'classification', optionHint: 'name' },
    },
    {
      source: 'certificate',
      label: 'Certificate',
      required: true,
      linkText: 'Download',
      inList: true,
    },
    { source: 'created_at', label: 'Issued at', inList: true },
    // Issue 14: the last valid day (optional), and what the public verification page says.
    { source: 'expires_at', label: 'Valid until', type: 'date', inList: true },
    { source: 'status', label: 'Status', type: 'text', inList: true, inForm: false },
    {
      source: 'verification_code',
      label: 'Verification code',
      type: 'text',
      inList: false,
      inForm: false,
    },
  ],
};
