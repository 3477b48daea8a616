import type { Dictionary } from '@/i18n/dictionary';

/** A navigation label: its key in the dictionaries' `nav` area (i18n/en.ts). */
export type NavLabel = keyof Dictionary['nav'];

export interface NavLinkItem {
  kind: 'link';
  label: NavLabel;
  to: string;
}

export interface NavMenuItem {
  kind: 'menu';
  label: NavLabel;
  items: NavItem[];
}

export type NavItem = NavLinkItem | NavMenuItem;

/** Header navigation (spec §2 Header). Top-level labels are shown in capitals by CSS. */
export const mainNavigation: NavItem[] = [
  { kind: 'link', label: 'home', to: '/' },
  { kind: 'link', label: 'about', to: '/aboutus' },
  {
    kind: 'menu',
    label: 'services',
    items: [
      { kind: 'link', label: 'software', to: '/software' },
      { kind: 'link', label: 'consultation', to: '/consultation' },
      {
        kind: 'menu',
        label: 'operations',
        items: [
          { kind: 'link', label: 'artificialLift', to: '/artificalleft' },
          { kind: 'link', label: 'wellTesting', to: '/testing' },
          { kind: 'link', label: 'enhancedOil', to: '/enhancing' },
        ],
      },
    ],
  },
  { kind: 'link', label: 'training', to: '/courses' },
  { kind: 'link', label: 'careers', to: '/projects' },
  { kind: 'link', label: 'contact', to: '/contactus' },
];

export const footerLinks: NavLinkItem[] = [
  { kind: 'link', label: 'subcontractor', to: '/contactus' },
  { kind: 'link', label: 'privacy', to: '/privacy-policy' },
  { kind: 'link', label: 'refund', to: '/refund-returns-policy' },
];
