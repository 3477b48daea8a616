import type { ResourceDeclaration } from '../resources/types';

export interface MenuGroup {
  label: string;
  /** Resource names (`declaration.name`), in the order of their entries. */
  resources: readonly string[];
}

/**
 * The sidebar's groups, in order (issue 26 item 11): one entry per list (its create button is on
 * the list), so the whole menu fits a laptop screen. Kept here, in one place, rather than in each
 * resource's file, so the menu reads as a whole.
 */
export const MENU_GROUPS: readonly MenuGroup[] = [
  { label: 'Website', resources: ['testimonials', 'messages'] },
  {
    label: 'Training',
    resources: ['courses', 'course-sessions', 'bookings', 'certificates', 'categories'],
  },
  { label: 'Careers', resources: ['jobs', 'job-requests'] },
  { label: 'People', resources: ['users'] },
  { label: 'Money', resources: ['payments'] },
  { label: 'System', resources: ['audit', 'mail-outbox'] },
];

/**
 * Resources without an entry of their own, reached from another entry's list (a tab there):
 * subcategories live beside categories. The key's entry stays marked on their screens.
 */
export const MENU_UNDER: Readonly<Record<string, string>> = {
  subcategories: 'categories',
  faqs: 'testimonials',
  // The mails' wording beside the mails sent (a role without the outbox gets its own entry).
  'mail-wordings': 'mail-outbox',
};

/**
 * A resource the server offers that no group names (one declared on the server alone, with no
 * admin file) is public-site content like the testimonials: it joins the first group, last.
 */
const FALLBACK_GROUP = MENU_GROUPS[0].label;

export interface MenuSection {
  label: string;
  entries: ResourceDeclaration[];
}

/** The role's entries by group, empty groups left out, unnamed resources in the fallback group. */
export const menuSections = (entries: readonly ResourceDeclaration[]): MenuSection[] => {
  const named = new Set(MENU_GROUPS.flatMap((group) => group.resources));
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  // A resource under another entry still gets its own when that entry is not offered.
  const others = entries.filter(
    (entry) => !named.has(entry.name) && !byName.has(MENU_UNDER[entry.name] ?? ''),
  );
  return MENU_GROUPS.map((group) => ({
    label: group.label,
    entries: [
      ...group.resources.flatMap((name) => byName.get(name) ?? []),
      ...(group.label === FALLBACK_GROUP ? others : []),
    ],
  })).filter((section) => section.entries.length > 0);
};

/** The resources an entry stands for: its own and those reached from its list. */
export const coveredBy = (name: string): string[] => [
  name,
  ...Object.keys(MENU_UNDER).filter((under) => MENU_UNDER[under] === name),
];
