export interface NavLinkItem {
  kind: 'link';
  label: string;
  to: string;
}

export interface NavMenuItem {
  kind: 'menu';
  label: string;
  items: NavItem[];
}

export type NavItem = NavLinkItem | NavMenuItem;

/** Header navigation (spec §2 Header). Top-level labels are shown in capitals by CSS. */
export const mainNavigation: NavItem[] = [
  { kind: 'link', label: 'Home', to: '/' },
  { kind: 'link', label: 'About us', to: '/aboutus' },
  {
    kind: 'menu',
    label: 'Services',
    items: [
      { kind: 'link', label: 'Software', to: '/software' },
      { kind: 'link', label: 'Consultation', to: '/consultation' },
      {
        kind: 'menu',
        label: 'Operations',
        items: [
          { kind: 'link', label: 'Artificial lift', to: '/artificalleft' },
          { kind: 'link', label: 'Well Testing', to: '/testing' },
          { kind: 'link', label: 'Enhanced Oil', to: '/enhancing' },
        ],
      },
    ],
  },
  { kind: 'link', label: 'Training', to: '/courses' },
  { kind: 'link', label: 'Careers', to: '/projects' },
  { kind: 'link', label: 'Contact us', to: '/contactus' },
];

export const footerLinks: NavLinkItem[] = [
  { kind: 'link', label: 'Become a subcontractor', to: '/contactus' },
  { kind: 'link', label: 'Privacy policy', to: '/privacy-policy' },
  { kind: 'link', label: 'Refund and returns policy', to: '/refund-returns-policy' },
];
