import {
  Alert,
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { formatDateTime } from '../../lib/format-date';

export interface WaitlistEntry {
  id: number;
  position: number | null;
  name: string;
  email: string;
  status: string;
  offer_expires_at: string | null;
}

const STATUS_KEYS = { waiting: 'tools.waiting', offered: 'tools.seat_offered' } as const;
const isKnownStatus = (status: string): status is keyof typeof STATUS_KEYS => status in STATUS_KEYS;

/** The session's waitlist in its order (issue 13). */
export const WaitlistTable = ({ waitlist }: { waitlist: WaitlistEntry[] | null }) => {
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('tools.waitlist')}
      </Typography>
      {waitlist === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('list.loading')}
        </Typography>
      ) : waitlist.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('session.waitlist_empty')}
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('tools.waitlist')}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{t('tools.name')}</TableCell>
                <TableCell>{t('tools.email')}</TableCell>
                <TableCell>{t('tools.status')}</TableCell>
                <TableCell>{t('tools.offer_expires')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {waitlist.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{entry.position ?? '—'}</TableCell>
                  <TableCell>{entry.name}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.email}</TableCell>
                  <TableCell>
                    {isKnownStatus(entry.status) ? t(STATUS_KEYS[entry.status]) : entry.status}
                  </TableCell>
                  <TableCell>
                    {entry.offer_expires_at ? formatDateTime(entry.offer_expires_at, locale) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </>
  );
};
