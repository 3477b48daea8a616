import TranslateIcon from '@mui/icons-material/Translate';
import CheckIcon from '@mui/icons-material/Check';
import { Divider, ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import { LOCALES } from './i18nProvider';
import { useChooseLanguage } from './rememberedLanguage';
import { useDashboardTranslate } from './useDashboardTranslate';

/**
 * The language switch in the account menu: each language under its own name (a reader of
 * the other one must find theirs), the current one checked. Choosing one turns the whole
 * dashboard, its direction included, and remembers it for this staff member.
 */
export const LanguageItems = ({ onChosen }: { onChosen: () => void }) => {
  const t = useDashboardTranslate();
  const { locale, choose } = useChooseLanguage();
  return [
    <Divider key="divider" />,
    <ListSubheader
      key="heading"
      disableSticky
      sx={{ lineHeight: '32px', display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <TranslateIcon fontSize="small" aria-hidden />
      {t('language.label')}
    </ListSubheader>,
    ...LOCALES.map(({ locale: each, name }) => (
      <MenuItem
        key={each}
        lang={each}
        selected={each === locale}
        aria-current={each === locale ? 'true' : undefined}
        onClick={() => {
          onChosen();
          if (each !== locale) choose(each);
        }}
      >
        <ListItemIcon>{each === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
        <ListItemText>{name}</ListItemText>
      </MenuItem>
    )),
  ];
};
