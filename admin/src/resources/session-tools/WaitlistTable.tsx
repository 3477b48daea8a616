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
import { formatDateTime } from '../../lib/format-date';

export interface WaitlistEntry {
  id: number;
  position: number | null;
  name: string;
  email: string;
  status: string;
  offer_expires_at: string | null;
}

const STATUS_WORDS: Record<string, string> = { waiting: 'Waiting', offered: 'Seat offered' };

/** The session's waitlist in its order (issue 13). */
export const WaitlistTable = ({ waitlist }: { waitlist: WaitlistEntry[] | null }) => (
  <>
    <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
      Waitlist
    </Typography>
    {waitlist === null ? (
      <Typography variant="body2" color="text.secondary">
        Loading...
      </Typography>
    ) : waitlist.length === 0 ? (
      <Alert severity="info" sx={{ mt: 1 }}>
        Nobody is waiting for a seat.
      </Alert>
    ) : (
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Waitlist">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Offer expires</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {waitlist.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>{entry.position ?? '—'}</TableCell>
                <TableCell>{entry.name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.email}</TableCell>
                <TableCell>{STATUS_WORDS[entry.status] ?? entry.status}</TableCell>
                <TableCell>
                  {entry.offer_expires_at ? formatDateTime(entry.offer_expires_at) : '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    )}
  </>
);
