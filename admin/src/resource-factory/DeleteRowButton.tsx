import { useState, type MouseEvent } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { IconButton, Tooltip } from '@mui/material';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  Confirm,
  useDataProvider,
  useNotify,
  useRecordContext,
  useResourceContext,
  type GetListResult,
  type RaRecord,
} from 'react-admin';
import { useDashboardTranslate } from '../i18n/useDashboardTranslate';
import { errorMessage } from './labels';

/** Removes a deleted row from every cached page of its resource: no refetch (spec §4). */
export const removeFromCachedLists = (
  queryClient: ReturnType<typeof useQueryClient>,
  resource: string,
  id: RaRecord['id'],
): void => {
  const key: QueryKey = [resource, 'getList'];
  queryClient.setQueriesData<GetListResult<RaRecord>>({ queryKey: key }, (previous) => {
    if (!previous?.data) return previous;
    const data = previous.data.filter((row) => String(row.id) !== String(id));
    if (data.length === previous.data.length) return previous;
    return {
      ...previous,
      data,
      total: previous.total === undefined ? undefined : Math.max(0, previous.total - 1),
    };
  });
  queryClient.removeQueries({ queryKey: [resource, 'getOne', { id: String(id) }] });
};

/**
 * Delete → the server → the row disappears from the list without a refetch (spec §4). Asks
 * first; the server's refusal (409 "still has …") shows as an error notification.
 */
export const DeleteRowButton = ({ itemLabel }: { itemLabel: string }) => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const t = useDashboardTranslate();
  const [asking, setAsking] = useState(false);

  const { mutate, isPending } = useMutation({
    mutationFn: (row: RaRecord) => dataProvider.delete(resource, { id: row.id, previousData: row }),
    onSuccess: (_result, row) => {
      removeFromCachedLists(queryClient, resource, row.id);
      notify(t('tools.deleted', { item: itemLabel }), { type: 'info' });
    },
    onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
    onSettled: () => setAsking(false),
  });

  if (!record) return null;
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    setAsking(true);
  };

  return (
    // Clicks inside the dialog (a portal) still bubble through React to the row: stop them here.
    <span onClick={(event) => event.stopPropagation()}>
      <Tooltip title={t('tools.delete')}>
        <span>
          <IconButton
            aria-label={t('tools.delete')}
            size="small"
            color="error"
            onClick={open}
            disabled={isPending}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={t('tools.delete_title', { item: itemLabel.toLowerCase() })}
        content={t('tools.delete_text')}
        confirm={t('tools.delete')}
        confirmColor="warning"
        onConfirm={() => mutate(record)}
        onClose={() => setAsking(false)}
      />
    </span>
  );
};
