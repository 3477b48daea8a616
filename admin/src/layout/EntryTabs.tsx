import { Box, Tab, Tabs } from '@mui/material';
import { useCreatePath, useResourceContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDashboardTranslate } from '../i18n/useDashboardTranslate';
import { useDeclarations } from '../resources/DeclarationsContext';
import { coveredBy, MENU_UNDER } from './menuGroups';

/**
 * Lists that share one sidebar entry (MENU_UNDER: subcategories beside categories, FAQs beside
 * testimonials; issue 26 item 11, a menu that fits a laptop screen) get tabs above each of
 * them leading to the others. Nothing for a list with an entry of its own.
 */
export const EntryTabs = () => {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const t = useDashboardTranslate();
  const declarations = useDeclarations();
  const lists = coveredBy(MENU_UNDER[resource] ?? resource).flatMap(
    (name) => declarations.find((declaration) => declaration.name === name) ?? [],
  );
  if (lists.length < 2) return null;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
      <Tabs value={resource} aria-label={t('tools.entry_tabs')}>
        {lists.map((list) => (
          <Tab
            key={list.name}
            value={list.name}
            label={list.label}
            component={RouterLink}
            to={createPath({ resource: list.name, type: 'list' })}
          />
        ))}
      </Tabs>
    </Box>
  );
};
