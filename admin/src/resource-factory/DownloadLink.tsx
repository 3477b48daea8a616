import { useState, type MouseEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useNotify } from 'react-admin';
import { downloadPrivateFile } from './download';
import { fileUrl, isPrivateFile } from './format';

interface DownloadLinkProps {
  path: string;
  text: string;
  /** Name of the saved file when the server suggests none. */
  filename: string;
}

/**
 * A file of a row. Private files (under /api) are fetched with the session token and saved;
 * public ones are plain links. A click never opens the row.
 */
export const DownloadLink = ({ path, text, filename }: DownloadLinkProps) => {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  if (!isPrivateFile(path)) {
    return (
      <Button
        size="small"
        href={fileUrl(path)}
        target="_blank"
        rel="noreferrer"
        startIcon={<DownloadIcon />}
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        {text}
      </Button>
    );
  }

  const download = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
    setBusy(true);
    downloadPrivateFile(path, filename)
      .catch((error: unknown) =>
        notify(error instanceof Error ? error.message : 'The download failed', { type: 'error' }),
      )
      .finally(() => setBusy(false));
  };

  return (
    <Button
      size="small"
      href={path}
      onClick={download}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={14} /> : <DownloadIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Button>
  );
};
