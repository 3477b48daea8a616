import { Box } from '@mui/material';

/** The placeholder option (id '') reads as a hint, not as a chosen value. */
export const placeholderAware = (choice: { id: unknown; name: string }) =>
  choice.id === '' ? (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {choice.name}
    </Box>
  ) : (
    choice.name
  );
