import { Box, Button, Typography } from '@mui/material';

/** The 403 page of spec §2; its text, misspelling included, is kept as written (DECISIONS). */
export const ForbiddenPage = () => (
  <Box
    component="section"
    sx={{
      minHeight: '60vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      gap: 1,
      px: 2,
      py: 6,
    }}
  >
    <Typography
      variant="h1"
      component="p"
      color="secondary"
      sx={{ fontWeight: 700, lineHeight: 1 }}
    >
      403
    </Typography>
    <Typography variant="h4" component="h1">
      Not Found
    </Typography>
    <Typography color="text.secondary">
      You don&apos;t have premission to access this page.
    </Typography>
    {/* The home page belongs to the public site: a full page load, not a router link. */}
    <Button href="/" variant="contained" sx={{ mt: 2 }}>
      Return to homepage
    </Button>
  </Box>
);
