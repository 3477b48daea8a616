import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface PanelProps {
  /** Names the heading's id, the same in every language. */
  name: string;
  title: string;
  /** A figure shown beside the title (a total, a count). */
  aside?: ReactNode;
  /** Spans both columns of the grid from 900 px up. */
  wide?: boolean;
  children: ReactNode;
}

/** One card of the overview, labelled by its heading for screen readers. */
export const Panel = ({ name, title, aside, wide, children }: PanelProps) => {
  const id = `panel-${name}`;
  return (
    <Card
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ minWidth: 0, gridColumn: wide ? { md: '1 / -1' } : undefined }}
    >
      <CardContent>
        <Typography
          id={id}
          variant="h6"
          component="h2"
          sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
        >
          <span>{title}</span>
          {aside ? (
            <Typography component="span" variant="body2" color="text.secondary">
              {aside}
            </Typography>
          ) : null}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

export const Empty = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
    {children}
  </Typography>
);
