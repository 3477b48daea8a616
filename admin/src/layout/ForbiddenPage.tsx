import { Box, Button, Typography } from '@mui/material';
import { useDashboardTranslate } from '../i18n/useDashboardTranslate';

/**
 * The 403 page of spec §2; its English text, misspelling included, is kept as written
 * (DECISIONS). Rendered inside `<Admin>`, so it follows the chosen language.
 */
export const ForbiddenPage = () => {
  const t = useDashboardTranslate();
  return (
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
        {t('forbidden.title')}
      </Typography>
      <Typography color="text.secondary">{t('forbidden.text')}</Typography>
      {/* The home page belongs to the public site: a full page load, not a router link. */}
      <Button href="/" variant="contained" sx={{ mt: 2 }}>
        {t('forbidden.home')}
      </Button>
    </Box>
  );
};
