import { useEffect, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  Divider,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { DashboardDataProvider } from '../../dataProvider';
import { useDashboardLocale, useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { sessionLabel } from '../booking-tools/sessionChoices';

interface CourseSession {
  id: number;
  starts_at: string;
  ends_at: string;
  label?: string;
  location: string;
  capacity: number;
  seats_taken?: number;
  seats_left?: number;
  status: string;
}

/** Under a course's form: its dated sessions, each opening its own screen, and "Add session". */
export const CourseSessionsPanel = () => {
  const record = useRecordContext<{ id: number }>();
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  const [sessions, setSessions] = useState<CourseSession[] | null>(null);
  const id = record?.id;

  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    Promise.resolve()
      .then(() => dataProvider.call<CourseSession[]>('GET', `course-sessions?course_id=${id}`))
      .then((rows) => live && setSessions(rows))
      .catch(() => live && setSessions([]));
    return () => {
      live = false;
    };
  }, [dataProvider, id]);

  if (!record) return null;
  const create = `../../course-sessions/create?source=${encodeURIComponent(
    JSON.stringify({ course_id: record.id }),
  )}`;

  return (
    <Box component="section" aria-labelledby="course-sessions" sx={{ mt: 2, maxWidth: 900 }}>
      <Divider sx={{ mb: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="course-sessions" variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('course_sessions.heading')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<AddIcon />}
          component={RouterLink}
          to={create}
          relative="path"
        >
          {t('course_sessions.add')}
        </Button>
      </Box>
      {sessions === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('list.loading')}
        </Typography>
      ) : sessions.length === 0 ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('course_sessions.none')}
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('tools.sessions_of_course')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('tools.when_cairo')}</TableCell>
                <TableCell>{t('tools.location')}</TableCell>
                <TableCell align="right">{t('tools.seats_taken')}</TableCell>
                <TableCell>{t('tools.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((session) => (
                <TableRow key={session.id}>
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={`../../course-sessions/${session.id}`}
                      relative="path"
                    >
                      {sessionLabel(session, locale)}
                    </Link>
                  </TableCell>
                  <TableCell>{session.location}</TableCell>
                  <TableCell align="right">
                    {`${session.seats_taken ?? 0} / ${session.capacity}`}
                  </TableCell>
                  <TableCell>
                    {session.status === 'cancelled' ? t('tools.cancelled') : t('tools.scheduled')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
