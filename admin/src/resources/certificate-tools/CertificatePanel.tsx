import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Link,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { formatWeekday } from '../../lib/format-date';

interface CertificateRecord {
  id: number;
  status?: string;
  verify_url?: string;
  expires_at?: string | null;
  revoked_at?: string | null;
  revoked_reason?: string | null;
}

const STATUS_COLOR = { valid: 'success', expired: 'warning', revoked: 'error' } as const;
type Status = keyof typeof STATUS_COLOR;
const isStatus = (value: unknown): value is Status =>
  typeof value === 'string' && value in STATUS_COLOR;

/**
 * On a certificate's edit screen (issue 14): what the public verification page says, its
 * address, the last valid day, and revocation — each a staff route of its own, not the form.
 */
export const CertificatePanel = () => {
  const record = useRecordContext<CertificateRecord>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const [expiry, setExpiry] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const savedExpiry = record?.expires_at?.slice(0, 10) ?? '';
  useEffect(() => setExpiry(savedExpiry), [savedExpiry]);

  if (!record) return null;
  const status = isStatus(record.status) ? record.status : undefined;
  const revoked = status === 'revoked';

  const post = async (path: string, body: unknown, done: string) => {
    setBusy(true);
    try {
      await dataProvider.call('POST', `certificates/${record.id}/${path}`, body);
      notify(done, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      notify((error as Error).message || t('certificate.failed'), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveExpiry = (value: string | null) =>
    post(
      'expiry',
      { expires_at: value },
      value
        ? // English keeps the typed day; Arabic names it (Latin digits, ADR 0021).
          t('certificate.saved_until', {
            date: locale === 'ar' ? formatWeekday(value, locale) : value,
          })
        : t('certificate.no_expiry'),
    );

  const revoke = async () => {
    if (
      await post('revoke', { reason: reason.trim() || undefined }, t('certificate.revoked_done'))
    ) {
      setConfirming(false);
      setReason('');
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="certificate-status-heading"
      sx={{ mt: 2, maxWidth: 640 }}
    >
      <Divider sx={{ mb: 2 }} />
      <Typography id="certificate-status-heading" variant="h6" component="h2" gutterBottom>
        {t('certificate.heading')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <Chip
          size="small"
          data-testid="certificate-admin-status"
          color={status ? STATUS_COLOR[status] : 'default'}
          label={
            status ? t(`certificate.status.${status}`) : (record.status ?? t('certificate.unknown'))
          }
        />
        {record.verify_url && (
          <Link href={record.verify_url} target="_blank" rel="noopener" underline="hover">
            {t('certificate.open_page')}
          </Link>
        )}
      </Box>
      {revoked && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {record.revoked_reason
            ? t('certificate.revoked_because', { reason: record.revoked_reason })
            : t('certificate.status.revoked')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <TextField
          type="date"
          size="small"
          label={t('certificate.valid_until')}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          variant="outlined"
          onClick={() => void saveExpiry(expiry)}
          disabled={busy || !expiry || expiry === savedExpiry}
        >
          {t('certificate.set_expiry')}
        </Button>
        <Button onClick={() => void saveExpiry(null)} disabled={busy || !savedExpiry}>
          {t('certificate.clear_expiry')}
        </Button>
      </Box>
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          color="error"
          onClick={() => setConfirming(true)}
          disabled={busy || revoked}
        >
          {t('certificate.revoke')}
        </Button>
      </Box>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="revoke-title">
        <DialogTitle id="revoke-title">{t('certificate.revoke_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('certificate.revoke_text')}</DialogContentText>
          <TextField
            fullWidth
            size="small"
            label={t('certificate.reason_optional')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            {t('certificate.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void revoke()} disabled={busy}>
            {t('certificate.confirm_revoke')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
