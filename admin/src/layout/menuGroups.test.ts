import { describe, expect, it } from '@jest/globals';
import { canRoleAccess } from '../auth/access';
import { customizations } from '../resources';
import { declarationsFromDocument } from '../schema/declarationsFromDocument';
import { withTestimonials } from '../test-support/testimonialsDocument';
import { coveredBy, MENU_GROUPS, MENU_UNDER, menuSections } from './menuGroups';

const declarations = declarationsFromDocument(withTestimonials(), customizations);
const sectionsOf = (role: string) =>
  menuSections(
    declarations.filter((declaration) =>
      canRoleAccess(declarations, role, declaration.name, 'list'),
    ),
  ).map((section) => ({
    label: section.label,
    entries: section.entries.map((entry) => entry.label),
  }));

/** Issue 26 item 11: a grouped menu of at most 14 entries (the Overview included). */
describe('sidebar groups', () => {
  it('gives role 2001 every list once, in six groups, 14 entries with the Overview', () => {
    const sections = sectionsOf('2001');
    expect(sections).toEqual([
      { label: 'Website', entries: ['Testimonials', 'Messages'] },
      {
        label: 'Training',
        entries: ['Courses', 'Sessions', 'Bookings', 'Certificates', 'Categories'],
      },
      { label: 'Careers', entries: ['Jobs', 'Job requests'] },
      { label: 'People', entries: ['Users'] },
      { label: 'Money', entries: ['Payments'] },
      { label: 'System', entries: ['Audit trail', 'Mail outbox'] },
    ]);
    const entries = sections.flatMap((section) => section.entries);
    expect(entries.length + 1).toBeLessThanOrEqual(14);
    // Plural list names, none of them "Add …".
    expect(entries.filter((label) => /^Add /.test(label))).toEqual([]);
    expect(entries).not.toContain('Payment');
  });

  it('leaves out the groups role 1996 has nothing in', () => {
    expect(sectionsOf('1996').map((section) => section.label)).toEqual([
      'Website',
      'Training',
      'Careers',
      'Money',
    ]);
  });

  it('names every resource the dashboard has in some group, or under another entry', () => {
    const named = new Set(MENU_GROUPS.flatMap((group) => group.resources));
    const loose = declarations
      .map((declaration) => declaration.name)
      .filter((name) => !named.has(name) && !MENU_UNDER[name]);
    expect(loose).toEqual([]);
  });

  it('puts a resource no group names (declared on the server alone) in the Website group', () => {
    const [first] = declarations;
    const sections = menuSections([{ ...first, name: 'partners', label: 'Partners' }]);
    expect(sections.map((section) => section.label)).toEqual(['Website']);
  });
});

describe('lists that share an entry', () => {
  it('reach FAQs beside the testimonials and subcategories beside categories, not in the menu', () => {
    const entries = sectionsOf('2001').flatMap((section) => section.entries);
    expect(entries).not.toContain('FAQs');
    expect(entries).not.toContain('Subcategories');
    expect(coveredBy('testimonials')).toEqual(['testimonials', 'faqs']);
    expect(coveredBy('categories')).toEqual(['categories', 'subcategories']);
  });
});
