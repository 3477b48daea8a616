import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Typography } from '@mui/material';
import { useListContext, useNotify } from 'react-admin';
import { useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { downloadFile } from '../../lib/download-file';

/**
 * The trail's one export: the whole filtered trail as CSV from the server (GET
 * /api/audit/export, up to 10,000 entries), one row per entry with the sentence the screen
 * shows, in Cairo time.
 */
export const AuditExportButton = () => {
  const list = useListContext();
  const filterValues = list.filterValues as Record<string, unknown>;
  const notify = useNotify();
  const t = useDashboardTranslate();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filterValues)) {
        // The search box is the list's `q`: the trail searches it as the staff member.
        if (typeof value === 'string' && value.trim()) query.set(key === 'q' ? 'user' : key, value);
      }
      await downloadFile(
        `/api/audit/export?${query.toString()}`,
        `audit-trail-${new Date().toISOString().slice(0, 10)}.csv`,
        (status) => t('download_failed', { status }),
      );
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', px: 2, pt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 280px' }}>
        {t('tools.audit_intro')}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        onClick={() => void download()}
        disabled={busy}
      >
        {busy ? t('tools.preparing') : t('tools.export_csv')}
      </Button>
    </Box>
  );
};
