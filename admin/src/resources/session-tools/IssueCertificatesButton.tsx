import { useState } from 'react';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import { useDashboardTranslate } from '../../i18n/useDashboardTranslate';

interface IssueResult {
  issued: number;
  skipped: number;
}

/**
 * One action for the whole session (issue 22): a certificate for every attendee marked
 * attended who has none for this session yet (`POST /course-sessions/:id/certificates`).
 */
export const IssueCertificatesButton = ({
  sessionId,
  attendedCount,
  disabledReason,
}: {
  sessionId: number;
  attendedCount: number;
  /** Why it cannot run now (unsaved attendance), shown instead of the action. */
  disabledReason?: string;
}) => {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const t = useDashboardTranslate();
  const resultText = (result: IssueResult) =>
    t('certificates.result', { issued: result.issued, skipped: result.skipped });
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<IssueResult>();
  const [error, setError] = useState<string>();

  const issue = async () => {
    setSaving(true);
    setError(undefined);
    try {
      const answer = await dataProvider.call<IssueResult>(
        'POST',
        `course-sessions/${sessionId}/certificates`,
        {},
      );
      setResult(answer);
      notify(t('certificates.done', { result: resultText(answer) }), { type: 'success' });
    } catch (cause) {
      setError((cause as Error).message || t('certificates.failed'));
    } finally {
      setSaving(false);
    }
  };

  // The last answer stays while the dialog fades out; a new opening starts afresh.
  const openDialog = () => {
    setResult(undefined);
    setError(undefined);
    setOpen(true);
  };
  const close = () => setOpen(false);

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<WorkspacePremiumIcon />}
        onClick={openDialog}
        disabled={Boolean(disabledReason)}
        title={disabledReason}
      >
        {t('certificates.issue')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="issue-title">
        <DialogTitle id="issue-title">{t('certificates.title')}</DialogTitle>
        <DialogContent>
          {result ? (
            <Alert severity="success" role="status">
              {resultText(result)}
              {result.skipped > 0 ? ` ${t('certificates.skipped_note')}` : ''}
            </Alert>
          ) : (
            <DialogContentText>
              {t('certificates.intro', { smart_count: attendedCount })}
            </DialogContentText>
          )}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {result ? (
            <Button variant="contained" onClick={close}>
              {t('certificates.done_button')}
            </Button>
          ) : (
            <>
              <Button onClick={close}>{t('refund.not_now')}</Button>
              <Button variant="contained" onClick={() => void issue()} disabled={saving}>
                {t('certificates.issue')}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
