import { Box, Tab, Tabs } from '@mui/material';
import { useCreatePath, useResourceContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useDashboardTranslate } from '../../i18n/useDashboardTranslate';
import { useDeclarations } from '../DeclarationsContext';

const LISTS = [
  { resource: 'categories', label: 'Categories' },
  { resource: 'subcategories', label: 'Subcategories' },
] as const;

/**
 * Categories and subcategories share one sidebar entry (issue 26 item 11: a menu that fits a
 * laptop screen); these tabs above either list lead to the other.
 */
export const CategoryTabs = () => {
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const t = useDashboardTranslate();
  // The lists' names as the menu shows them, in the dashboard's language.
  const declarations = useDeclarations();
  const labelOf = (name: string, fallback: string) =>
    declarations.find((declaration) => declaration.name === name)?.label ?? fallback;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
      <Tabs value={resource} aria-label={t('tools.categories_tabs')}>
        {LISTS.map((list) => (
          <Tab
            key={list.resource}
            value={list.resource}
            label={labelOf(list.resource, list.label)}
            component={RouterLink}
            to={createPath({ resource: list.resource, type: 'list' })}
          />
        ))}
      </Tabs>
    </Box>
  );
};
