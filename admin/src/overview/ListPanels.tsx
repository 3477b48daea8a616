import { Box, LinearProgress, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDashboardLocale, useDashboardTranslate } from '../i18n/useDashboardTranslate';
import { formatMoment } from '../lib/format-date';
import { useDeclarations } from '../resources/DeclarationsContext';
import { NewEnquiries } from './NewEnquiries';
import { Empty, Panel } from './Panel';
import type { Overview } from './types';

/** A link to a record's screen when the dashboard has that resource, plain text otherwise. */
const RecordLink = ({
  apiPath,
  id,
  type,
  part,
  children,
}: {
  apiPath: string;
  id: number;
  type: 'edit' | 'show';
  /** The id of a part of that screen to open at (layout/useScrollToHash). */
  part?: string;
  children: ReactNode;
}) => {
  const createPath = useCreatePath();
  const declaration = useDeclarations().find((each) => each.apiPath === apiPath);
  if (!declaration) return <>{children}</>;
  return (
    <Link
      component={RouterLink}
      to={`${createPath({ resource: declaration.name, type, id })}${part ? `#${part}` : ''}`}
      // A link to another screen's part reads as a link, not as the row's title.
      underline={part ? 'always' : 'hover'}
      color={part ? 'primary' : 'inherit'}
    >
      {children}
    </Link>
  );
};

/** When, in Cairo and the dashboard's language ('1 Dec 2026, 09:00'). */
const when = formatMoment;

/** The heading of a session's "Bookings and attendance" (session-tools/SessionPanel). */
const SESSION_ATTENDEES = 'session-people';

export const SessionsPanel = ({ rows }: { rows: Overview['upcoming_sessions'] }) => {
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  return (
    <Panel name="sessions" title={t('overview.sessions')} aside={t('overview.next_five')}>
      {rows.length ? (
        <List dense disablePadding>
          {rows.map((row) => {
            const percent = Math.round(row.fill_rate * 100);
            return (
              <ListItem key={row.id} disableGutters divider sx={{ display: 'block' }}>
                {/* Issue 26 item 16: to the session's bookings and attendance, under its form. */}
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <RecordLink
                    apiPath="course-sessions"
                    id={row.id}
                    type="edit"
                    part={SESSION_ATTENDEES}
                  >
                    {row.course}
                  </RecordLink>
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p">
                  {when(row.starts_at, locale)} · {row.location}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
                  <LinearProgress
                    variant="determinate"
                    value={percent}
                    color={percent >= 100 ? 'error' : 'primary'}
                    aria-label={t('overview.session_full', { course: row.course, percent })}
                    sx={{ flex: 1, height: 8, borderRadius: 4 }}
                  />
                  <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
                    {t('overview.seats', {
                      taken: row.seats_taken,
                      capacity: row.capacity,
                      left: row.seats_left,
                    })}
                  </Typography>
                </Box>
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Empty>{t('overview.no_sessions')}</Empty>
      )}
    </Panel>
  );
};

export const MessagesPanel = ({ data }: { data: Overview['new_messages'] }) => {
  const t = useDashboardTranslate();
  const locale = useDashboardLocale();
  return (
    <Panel
      name="messages"
      title={t('overview.messages')}
      aside={t('overview.messages_recent', { count: data.count, smart_count: data.days })}
    >
      <NewEnquiries count={data.new_count ?? 0} />
      {data.latest.length ? (
        <List dense disablePadding>
          {data.latest.map((row) => (
            <ListItem key={row.id} disableGutters divider>
              <ListItemText
                primary={
                  <RecordLink apiPath="contact-messages" id={row.id} type="show">
                    {row.name}
                  </RecordLink>
                }
                secondary={`${row.email} · ${when(row.created_at, locale)}`}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Empty>{t('overview.no_messages')}</Empty>
      )}
    </Panel>
  );
};

export const JobsPanel = ({ rows }: { rows: Overview['applications_by_job'] }) => {
  const t = useDashboardTranslate();
  return (
    <Panel name="jobs" title={t('overview.jobs')} aside={t('overview.top_ten')}>
      {rows.length ? (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem
              key={row.job_id}
              disableGutters
              divider
              secondaryAction={<Typography variant="body2">{row.count}</Typography>}
            >
              <ListItemText primary={row.job} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Empty>{t('overview.no_applications')}</Empty>
      )}
    </Panel>
  );
};
