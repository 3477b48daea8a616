import { defaultTheme, type RaThemeOptions } from 'react-admin';

const navy = '#0b1f33';
const amber = '#f28c28';

const base: RaThemeOptions = defaultTheme;

export const theme: RaThemeOptions = {
  ...base,
  palette: {
    mode: 'light',
    primary: { main: navy, contrastText: '#ffffff' },
    secondary: { main: amber, contrastText: '#1b1200' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  // Spec §9: 768px is the mobile breakpoint, under which the sidebar becomes an overlay.
  breakpoints: { values: { xs: 0, sm: 768, md: 1024, lg: 1280, xl: 1536 } },
  sidebar: { width: 215, closedWidth: 64 },
  shape: { borderRadius: 8 },
  typography: {
    ...base.typography,
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    ...base.components,
    // Outlined fields read better on white paper than react-admin's filled default.
    MuiTextField: {
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
    },
    MuiFormControl: {
      defaultProps: { variant: 'outlined', margin: 'dense', size: 'small', fullWidth: true },
    },
    MuiAppBar: { defaultProps: { elevation: 1 } },
    MuiButton: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 8 } } },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 600, backgroundColor: '#eef1f5' },
      },
    },
    RaToolbar: { styleOverrides: { root: { backgroundColor: 'transparent' } } },
  },
};

/**
 * What staff type takes its direction from its own first letters: an English course name in
 * the Arabic dashboard keeps its full stop at its end ('.Barriers … well' otherwise), an
 * Arabic twin (dir=rtl) reads right to left. Inputs and the rich text editor's blocks.
 */
const typedTextDirection = { unicodeBidi: 'plaintext' } as const;

const rtlTheme: RaThemeOptions = {
  ...theme,
  direction: 'rtl',
  // The Arabic faces run wider: the longest entry, 'صندوق البريد الصادر', whole when chosen (bold).
  sidebar: { width: 235, closedWidth: 64 },
  components: {
    ...theme.components,
    // Not a select's shown choice nor a number: those keep the page's right-to-left alignment.
    MuiInputBase: {
      styleOverrides: {
        input: { '&:not(.MuiSelect-select):not([type="number"])': typedTextDirection },
      },
    },
    MuiCssBaseline: {
      styleOverrides: {
        '.ProseMirror p, .ProseMirror li, .ProseMirror h1, .ProseMirror h2, .ProseMirror h3, .ProseMirror h4, .ProseMirror blockquote':
          typedTextDirection,
      },
    },
  },
  typography: {
    ...theme.typography,
    // Arabic letters from the system's Arabic faces (Segoe UI and Tahoma on Windows, Geeza
    // on macOS, Noto on Android and Linux); Latin names and figures keep the English faces.
    fontFamily:
      '"Segoe UI", Tahoma, "Geeza Pro", "Noto Sans Arabic", "Noto Naskh Arabic", "Inter", Roboto, Arial, sans-serif',
  },
};

/**
 * The theme for a direction. Only `direction` (and the Arabic font stack) differ: the style
 * cache's RTL plugin mirrors every physical property, ours included (i18n/direction.tsx).
 */
export const themeFor = (direction: 'ltr' | 'rtl'): RaThemeOptions =>
  direction === 'rtl' ? rtlTheme : theme;
