import { useEffect, useRef, useState } from 'react';
import UndoIcon from '@mui/icons-material/Undo';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  Radio,
  RadioGroup,
  TextField,
  Tooltip,
} from '@mui/material';
import {
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { SUPER_ADMIN } from '../../auth/roles';
import type { DashboardDataProvider } from '../../dataProvider';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { formatAmount } from '../../lib/format-amount';
import {
  canRefund,
  parseRefundAmount,
  remainingCents,
  type RefundablePayment,
} from './refundAmount';

/** How long the dialog waits for Paymob's refund callback before leaving it to the list. */
const WAIT_FOR_CALLBACK_MS = 30_000;
const POLL_MS = 1_500;

type Stage = 'form' | 'requested' | 'settled';

/**
 * Refund a card payment through Paymob (issue 22, role 2001 only, as the server checks too):
 * the whole amount left by default, or a part typed in EGP. The dialog says "Refund requested"
 * at once, then the payment's state once the provider's callback has arrived.
 */
export const RefundDialog = ({
  payment,
  open,
  onClose,
}: {
  payment: RefundablePayment;
  open: boolean;
  onClose: () => void;
}) => {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const currency = payment.currency || 'EGP';
  const amount = (cents: unknown) => formatAmount(cents, currency, locale);
  const remaining = remainingCents(payment);
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string>();
  const [stage, setStage] = useState<Stage>('form');
  const [state, setState] = useState<string>();
  const [saving, setSaving] = useState(false);
  const polling = useRef<number>(undefined);

  useEffect(() => {
    if (!open) return;
    setKind('full');
    setTyped('');
    setTouched(false);
    setError(undefined);
    setStage('form');
    setState(undefined);
  }, [open]);
  useEffect(() => () => window.clearTimeout(polling.current), []);

  const parsed =
    kind === 'partial' ? parseRefundAmount(typed, remaining, currency, t, locale) : undefined;
  const amountError = parsed && 'error' in parsed ? parsed.error : undefined;

  /** Reads the payment until its refund is no longer "requested" (the callback came). */
  const watch = (deadline: number) => {
    polling.current = window.setTimeout(() => {
      Promise.resolve()
        .then(() =>
          dataProvider.call<RefundablePayment>('GET', `paymob/transactions/${payment.id}`),
        )
        .then((row) => {
          if (row.refund_status && row.refund_status !== 'requested') {
            setState(row.refund_status_label ?? row.refund_status);
            setStage('settled');
          } else if (Date.now() < deadline) watch(deadline);
        })
        .catch(() => Date.now() < deadline && watch(deadline));
    }, POLL_MS);
  };

  const submit = async () => {
    setTouched(true);
    if (amountError) return;
    setSaving(true);
    setError(undefined);
    try {
      const body = parsed && 'cents' in parsed ? { amount_cents: parsed.cents } : {};
      const row = await dataProvider.call<RefundablePayment>(
        'POST',
        `paymob/transactions/${payment.id}/refund`,
        body,
      );
      notify(t('refund.requested'), { type: 'info' });
      // The answer is the payment row: the callback may already have landed (the emulator's
      // does); otherwise the row is read until it has.
      if (row?.refund_status && row.refund_status !== 'requested') {
        setState(row.refund_status_label ?? row.refund_status);
        setStage('settled');
      } else {
        setStage('requested');
        watch(Date.now() + WAIT_FOR_CALLBACK_MS);
      }
    } catch (cause) {
      setError((cause as Error).message || t('refund.failed'));
    } finally {
      setSaving(false);
    }
  };

  const close = () => {
    window.clearTimeout(polling.current);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="refund-title">
      <DialogTitle id="refund-title">{t('refund.title')}</DialogTitle>
      <DialogContent>
        {stage === 'form' ? (
          <>
            <DialogContentText sx={{ mb: 1 }}>
              {t('refund.intro', {
                paid: amount(payment.amount_cents),
                remaining: amount(remaining),
              })}
            </DialogContentText>
            <RadioGroup
              aria-label={t('refund.how_much')}
              value={kind}
              onChange={(event) => setKind(event.target.value as 'full' | 'partial')}
            >
              <FormControlLabel
                value="full"
                control={<Radio />}
                label={t('refund.full', { amount: amount(remaining) })}
              />
              <FormControlLabel value="partial" control={<Radio />} label={t('refund.partial')} />
            </RadioGroup>
            {kind === 'partial' && (
              <TextField
                label={t('refund.amount', {
                  currency: locale === 'ar' && currency === 'EGP' ? 'ج.م' : currency,
                })}
                required
                autoFocus
                fullWidth
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                onBlur={() => setTouched(true)}
                error={touched && Boolean(amountError)}
                helperText={
                  touched && amountError
                    ? amountError
                    : t('refund.up_to', { amount: amount(remaining) })
                }
                slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
                sx={{ mt: 1 }}
              />
            )}
          </>
        ) : (
          <Box role="status" aria-live="polite">
            <Alert severity="info">{t('refund.requested')}</Alert>
            {stage === 'settled' ? (
              <Alert severity="success" sx={{ mt: 1 }}>
                {t('refund.confirmed', { state: state ?? t('refund.refunded') })}
              </Alert>
            ) : (
              <DialogContentText sx={{ mt: 1 }}>{t('refund.waiting')}</DialogContentText>
            )}
          </Box>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {stage === 'form' ? (
          <>
            <Button onClick={close}>{t('refund.not_now')}</Button>
            <Button
              variant="contained"
              color="warning"
              onClick={() => void submit()}
              disabled={saving}
            >
              {t('refund.action')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={close}>
            {t('refund.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};

/** The Refund action of a payments row: role 2001, a paid payment with money left to refund. */
export const RefundButton = () => {
  const record = useRecordContext<RefundablePayment>();
  const { permissions } = usePermissions<string>();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const t = useDashboardTranslate();
  if (!record || permissions !== SUPER_ADMIN || !canRefund(record)) return null;
  return (
    <Box component="span" onClick={(event) => event.stopPropagation()}>
      <Tooltip title={t('refund.action')}>
        <IconButton
          size="small"
          color="warning"
          aria-label={t('refund.action')}
          onClick={() => setOpen(true)}
        >
          <UndoIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <RefundDialog
        payment={record}
        open={open}
        onClose={() => {
          setOpen(false);
          refresh();
        }}
      />
    </Box>
  );
};
