import { type MouseEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, IconButton, Tooltip } from '@mui/material';
import { fileUrl } from './format';

interface DownloadLinkProps {
  path: string;
  text: string;
  /** Name of the saved file when the server suggests none (the server always does). */
  filename: string;
  /** The icon alone, named by `text` (a phone's row, where the text would cover the facts). */
  iconOnly?: boolean;
}

/**
 * A file of a row, as a plain download link. Private files (CVs, certificates) come from
 * the API as short-lived signed addresses (DECISIONS 17) that open without a header, so the
 * same link works here and in the company's own front end. A click never opens the row.
 */
export const DownloadLink = ({ path, text, filename, iconOnly }: DownloadLinkProps) =>
  iconOnly ? (
    <Tooltip title={text}>
      <IconButton
        href={fileUrl(path)}
        download={filename}
        aria-label={text}
        color="primary"
        onClick={(event: MouseEvent) => event.stopPropagation()}
      >
        <DownloadIcon />
      </IconButton>
    </Tooltip>
  ) : (
    <Button
      size="small"
      href={fileUrl(path)}
      download={filename}
      startIcon={<DownloadIcon />}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Button>
  );
