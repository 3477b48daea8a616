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

interface IssueResult {
  issued: number;
  skipped: number;
}

export const issuedText = ({ issued, skipped }: IssueResult) =>
  `${issued} issued, ${skipped} skipped`;

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
      notify(`Certificates: ${issuedText(answer)}`, { type: 'success' });
    } catch (cause) {
      setError((cause as Error).message || 'The certificates could not be issued');
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
        Issue certificates
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="issue-title">
        <DialogTitle id="issue-title">Issue certificates to all attendees?</DialogTitle>
        <DialogContent>
          {result ? (
            <Alert severity="success" role="status">
              {issuedText(result)}
              {result.skipped > 0 ? ' (already had a certificate for this session)' : ''}
            </Alert>
          ) : (
            <DialogContentText>
              {`Each of the ${attendedCount} people marked attended gets a certificate for this session (a PDF they can download and anyone can verify). Those who already have one for it are skipped.`}
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
              Done
            </Button>
          ) : (
            <>
              <Button onClick={close}>Not now</Button>
              <Button variant="contained" onClick={() => void issue()} disabled={saving}>
                Issue certificates
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
