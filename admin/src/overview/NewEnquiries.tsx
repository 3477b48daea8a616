import { Link, Typography } from '@mui/material';
import { useCreatePath } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDashboardTranslate } from '../i18n/useDashboardTranslate';

/**
 * How many enquiries nobody has taken up yet (state new, however old), linked to the Messages
 * list filtered on them (issue 26 item 15).
 */
export const NewEnquiries = ({ count }: { count: number }) => {
  const createPath = useCreatePath();
  const t = useDashboardTranslate();
  const list = createPath({ resource: 'messages', type: 'list' });
  const filter = encodeURIComponent(JSON.stringify({ state: 'new' }));
  return (
    <Typography variant="body2" sx={{ mt: 0.5, mb: 1 }} data-testid="new-enquiries">
      {count === 0 ? (
        t('overview.no_enquiry_waiting')
      ) : (
        <Link component={RouterLink} to={`${list}?filter=${filter}`} underline="hover">
          {t('overview.enquiries_waiting', { smart_count: count })}
        </Link>
      )}
    </Typography>
  );
};
