import { useEffect, useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { DashboardDataProvider } from '../../dataProvider';
import { useDashboardTranslate } from '../../i18n/useDashboardTranslate';

interface Option {
  id: number;
  name: string;
  hint: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Above the certificates (issue 14): issue one without an upload — the server draws the branded
 * PDF with the QR code of its verification page. Holder and course come from the same lists
 * the add form offers.
 */
export const GenerateCertificateButton = () => {
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useDashboardTranslate();
  const [open, setOpen] = useState(false);
  const [holders, setHolders] = useState<Option[]>([]);
  const [courses, setCourses] = useState<Option[]>([]);
  const [holder, setHolder] = useState<Option | null>(null);
  const [course, setCourse] = useState('');
  const [expiry, setExpiry] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const load = (path: string, name: string, hint: string) =>
      dataProvider
        .getOptions(path)
        .then((rows) =>
          rows.map((row) => ({ id: Number(row.id), name: text(row[name]), hint: text(row[hint]) })),
        );
    Promise.all([
      load('certificates/recipients', 'name', 'email'),
      load('courses', 'classification', 'name'),
    ])
      .then(([users, list]) => {
        if (!live) return;
        setHolders(users);
        setCourses(list);
      })
      .catch(() => notify(t('certificate.load_failed'), { type: 'error' }));
    return () => {
      live = false;
    };
  }, [open, dataProvider, notify, t]);

  const close = () => {
    setOpen(false);
    setHolder(null);
    setCourse('');
    setExpiry('');
  };

  const generate = async () => {
    if (!holder || !course) return;
    setBusy(true);
    try {
      await dataProvider.call('POST', 'certificates/generate', {
        user_id: holder.id,
        course_id: Number(course),
        expires_at: expiry || undefined,
      });
      notify(t('certificate.generated', { name: holder.name }), { type: 'success' });
      close();
      refresh();
    } catch (error) {
      notify((error as Error).message || t('certificate.generate_failed'), {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
      <Button startIcon={<PictureAsPdfIcon />} onClick={() => setOpen(true)}>
        {t('certificate.generate')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="generate-title" fullWidth maxWidth="sm">
        <DialogTitle id="generate-title">{t('certificate.generate_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('certificate.generate_intro')}</DialogContentText>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <Autocomplete<Option>
              options={holders}
              value={holder}
              onChange={(_event, choice) => setHolder(choice)}
              getOptionLabel={(choice) => choice.name}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              filterOptions={(options, { inputValue }) =>
                options.filter((choice) =>
                  `${choice.name} ${choice.hint}`.toLowerCase().includes(inputValue.toLowerCase()),
                )
              }
              renderOption={(props, choice) => {
                const { key, ...rest } = props;
                return (
                  <li key={key} {...rest}>
                    {choice.hint ? `${choice.name} (${choice.hint})` : choice.name}
                  </li>
                );
              }}
              renderInput={(params) => (
                <TextField {...params} label={t('certificate.holder')} size="small" />
              )}
            />
            <TextField
              select
              size="small"
              label={t('certificate.course')}
              value={course}
              onChange={(event) => setCourse(event.target.value)}
            >
              {courses.map((choice) => (
                <MenuItem key={choice.id} value={String(choice.id)}>
                  {choice.hint ? `${choice.name} — ${choice.hint}` : choice.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              size="small"
              label={t('certificate.valid_until_optional')}
              value={expiry}
              onChange={(event) => setExpiry(event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('certificate.dismiss')}
          </Button>
          <Button
            variant="contained"
            onClick={() => void generate()}
            disabled={busy || !holder || !course}
          >
            {busy ? t('certificate.generating') : t('certificate.generate_action')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
