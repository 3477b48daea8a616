import { useNotify, useRedirect } from 'react-admin';
import { useDashboardTranslate } from '../i18n/useDashboardTranslate';
import type { ResourceDeclaration } from '../resources/types';
import { itemLabelOf } from './labels';

/**
 * After a save: a toast that names what happened ('Course created'), then the list from its
 * top, where the newest row is (the form's scroll position would land past it).
 */
export const useSavedToList = (declaration: ResourceDeclaration, done: 'created' | 'updated') => {
  const notify = useNotify();
  const redirect = useRedirect();
  const t = useDashboardTranslate();
  return () => {
    notify(t(`list.${done}`, { item: itemLabelOf(declaration) }), { type: 'success' });
    redirect('list', declaration.name);
    window.scrollTo({ top: 0 });
  };
};
