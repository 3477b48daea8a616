import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useDashboardTranslate } from '../../i18n/useDashboardTranslate';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** What happens, in a sentence (who is told, what refund is flagged). */
  text: string;
  /** Label of the confirming button ('Cancel session'). */
  confirm: string;
  /** Label of the button that keeps things as they are ('Keep the session'). */
  keep: string;
  /** Sends the reason; a thrown error's message stays in the dialog. */
  onConfirm: (reason: string) => Promise<void>;
}

/** A staff cancellation: the reason is required (it goes into each buyer's mail and the audit). */
export const ReasonDialog = ({
  open,
  onClose,
  title,
  text,
  confirm,
  keep,
  onConfirm,
}: ReasonDialogProps) => {
  const t = useDashboardTranslate();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setReason('');
    setTouched(false);
    setError(undefined);
  }, [open]);
  const missing = reason.trim() === '';

  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setSaving(true);
    setError(undefined);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (cause) {
      setError((cause as Error).message || t('tools.failed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="reason-title">
      <DialogTitle id="reason-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <TextField
          label={t('tools.reason')}
          required
          fullWidth
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && missing}
          helperText={touched && missing ? t('tools.reason_required') : ' '}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{keep}</Button>
        <Button color="error" variant="contained" onClick={() => void submit()} disabled={saving}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
