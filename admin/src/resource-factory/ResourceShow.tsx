import type { ReactNode } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import {
  DeleteWithConfirmButton,
  Labeled,
  ListButton,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { DashboardDataProvider } from '../dataProvider';
import { useDashboardLocale, useDashboardTranslate } from '../i18n/useDashboardTranslate';
import type { FieldDeclaration, RecordAction, ResourceDeclaration } from '../resources/types';
import { DownloadLink } from './DownloadLink';
import { asText, fieldText, fileUrl, valueAt } from './format';
import { errorMessage, itemLabelOf } from './labels';
import { RecordTitle } from './RecordTitle';

/** One field on the detail screen; rich text shows the server-sanitised HTML (DECISIONS 5). */
const ShowValue = ({ field }: { field: FieldDeclaration }) => {
  const record = useRecordContext();
  const locale = useDashboardLocale();
  const t = useDashboardTranslate();
  const value = valueAt(record, field.source);
  let content: ReactNode;
  switch (field.type) {
    case 'richtext':
      content = (
        <Box
          className="rich-text"
          sx={{ '& p': { mt: 0 }, '& img': { maxWidth: '100%' } }}
          dangerouslySetInnerHTML={{ __html: asText(value) }}
        />
      );
      break;
    case 'document':
      // A whole HTML document from the server (a mail): an empty sandbox runs no script, sends
      // no form and is treated as another origin, so it cannot reach the dashboard.
      content = asText(value) ? (
        <Box
          component="iframe"
          title={field.label}
          sandbox=""
          srcDoc={asText(value)}
          sx={{ width: '100%', height: 520, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : null;
      break;
    case 'image':
      content = asText(value) ? (
        <img src={fileUrl(asText(value))} alt="" style={{ maxWidth: 320, borderRadius: 4 }} />
      ) : null;
      break;
    case 'file':
      content = asText(value) ? (
        <Box sx={{ ml: -0.5 }}>
          <DownloadLink
            path={asText(value)}
            text={field.linkText ?? t('list.download')}
            filename={`${field.source}-${asText(record?.id)}`}
          />
        </Box>
      ) : null;
      break;
    case 'email':
      content = asText(value) ? (
        <Link href={`mailto:${asText(value)}`} underline="hover">
          {asText(value)}
        </Link>
      ) : null;
      break;
    default:
      content = fieldText(field, record, locale);
  }
  return (
    <Labeled label={field.label} fullWidth>
      {content ? (
        <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {content}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          —
        </Typography>
      )}
    </Labeled>
  );
};

/** One declared record action: POST, then the screen shows the row the server answers. */
const RecordActionButton = ({ action }: { action: RecordAction }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<DashboardDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.recordAction(resource, record!.id, action.action),
    onSuccess: () => {
      notify(action.done, { type: 'info' });
      refresh();
    },
    onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
  });
  if (!record) return null;
  return (
    <Button variant="outlined" size="small" disabled={isPending} onClick={() => mutate()}>
      {action.label}
    </Button>
  );
};

const ShowActions = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const record = useRecordContext<{ name?: unknown }>();
  const { identity } = useGetIdentity();
  const isOwnRow = identity?.fullName != null && record?.name === identity.fullName;
  const t = useDashboardTranslate();
  return (
    <TopToolbar sx={{ justifyContent: 'space-between' }}>
      <ListButton label={t('tools.back_to_list')} />
      {declaration.recordActions?.map((action) => (
        <RecordActionButton key={action.action} action={action} />
      ))}
      {declaration.canDelete && !isOwnRow && (
        <DeleteWithConfirmButton
          mutationMode="pessimistic"
          confirmTitle={t('tools.delete_title', {
            item: itemLabelOf(declaration).toLowerCase(),
          })}
          confirmContent={t('tools.delete_text')}
        />
      )}
    </TopToolbar>
  );
};

/** The read-only detail screen of a resource without an edit form (messages, job requests). */
export const ResourceShow = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <Show
    title={<RecordTitle declaration={declaration} />}
    actions={<ShowActions declaration={declaration} />}
  >
    <SimpleShowLayout sx={{ maxWidth: 760 }}>
      {declaration.fields
        .filter((field) => field.inShow !== false && field.type !== 'password')
        .map((field) => (
          <ShowValue key={field.source} field={field} />
        ))}
      {declaration.showExtras && <declaration.showExtras />}
    </SimpleShowLayout>
  </Show>
);
