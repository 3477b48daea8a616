import {
  type DescribedEntry,
  entryDetails,
  entrySentence,
  resourceLabel,
} from './entry-sentence.js';

const entry = (over: Partial<DescribedEntry>): DescribedEntry => ({
  user_name: 'Layla Saad',
  action: 'update',
  resource: 'courses',
  record_id: 4,
  subject: 'Well Testing',
  changes: {},
  ...over,
});

describe('entrySentence (issue 26 item 13)', () => {
  it('reads a pipeline move as one sentence, whatever else the move wrote', () => {
    const move = entry({
      resource: 'job_requests',
      subject: 'Omar Hassan',
      changes: { stage: { before: 'new', after: 'interview' } },
      related: [{ resource: 'job_request_stage_changes', action: 'create', record_id: 9 }],
    });
    expect(entrySentence(move)).toBe('Layla Saad moved Omar Hassan to Interview');
    expect(entryDetails(move)).toEqual(['Stage: New → Interview']);
  });

  it('names what was created or deleted', () => {
    const created = entry({
      user_name: 'Mariam',
      action: 'create',
      changes: {
        title: { before: null, after: 'Well Testing' },
        price: { before: null, after: 1000 },
      },
    });
    expect(entrySentence(created)).toBe('Mariam created the course Well Testing');
    expect(entryDetails(created)).toEqual(['Title: Well Testing', 'Price: 1,000 EGP']);
    expect(
      entrySentence(entry({ action: 'delete', resource: 'categories', subject: 'Drilling' })),
    ).toBe('Layla Saad deleted the category Drilling');
  });

  it('says what changed, from what to what, with amounts as people write them', () => {
    const price = entry({
      user_name: 'Ahmed',
      changes: { price: { before: '1000.00', after: 1200 } },
    });
    expect(entrySentence(price)).toBe(
      'Ahmed changed the price of Well Testing from 1,000 to 1,200 EGP',
    );
    expect(entryDetails(price)).toEqual(['Price: 1,000 → 1,200 EGP']);
    const many = entry({
      changes: {
        title: { before: 'A', after: 'B' },
        level: { before: 'x', after: 'y' },
        sub_category_id: { before: 1, after: 2, before_name: 'Wells', after_name: 'Pumps' },
      },
    });
    expect(entrySentence(many)).toBe(
      'Layla Saad changed the title, level and subcategory of Well Testing',
    );
    expect(entryDetails(many)).toContain('Subcategory: Wells → Pumps');
  });

  it('reads rich text as its words and leaves the record number to its own column', () => {
    const created = entry({
      action: 'create',
      resource: 'jobs',
      subject: 'Wireline Engineer',
      changes: {
        id: { before: null, after: 6 },
        description: { before: null, after: '<p>Logging &amp; perforating units.</p>' },
      },
    });
    expect(entryDetails(created)).toEqual(['Description: Logging & perforating units.']);
  });

  it('never quotes a long text or a secret', () => {
    const long = entry({
      changes: { description: { before: '<p>old</p>', after: 'x'.repeat(300) } },
    });
    expect(entrySentence(long)).toBe('Layla Saad changed the description of Well Testing');
    const password = entry({
      resource: 'users',
      subject: 'Omar',
      changes: { password: { before: null, after: '(changed)' } },
    });
    expect(entrySentence(password)).toBe('Layla Saad changed the password of Omar');
    expect(entryDetails(password)).toEqual(['Password: changed']);
  });

  it('reads an enquiry handled, replied to and given to someone', () => {
    const base = { resource: 'contact_messages', subject: 'Karim Adel' };
    expect(
      entrySentence(
        entry({
          ...base,
          changes: { owner_id: { before: null, after: 3, after_name: 'Ahmed' } },
        }),
      ),
    ).toBe('Layla Saad gave the enquiry from Karim Adel to Ahmed');
    expect(
      entrySentence(entry({ ...base, changes: { state: { before: 'new', after: 'closed' } } })),
    ).toBe('Layla Saad marked the enquiry from Karim Adel closed');
    expect(
      entrySentence(
        entry({
          ...base,
          changes: {
            state: { before: 'new', after: 'answered' },
            owner_id: { before: null, after: 2, after_name: 'Layla Saad' },
          },
          related: [{ resource: 'contact_replies', action: 'create', record_id: 1 }],
        }),
      ),
    ).toBe('Layla Saad replied to the enquiry from Karim Adel and took it on');
    expect(
      entrySentence(
        entry({ resource: 'contact_replies', action: 'create', subject: 'Karim Adel' }),
      ),
    ).toBe('Layla Saad replied to the enquiry from Karim Adel');
  });

  it('reads an action recorded by its request, and an entry without a name', () => {
    const revoke = entry({
      resource: 'certificates',
      subject: 'Omar Hassan, Well Testing',
      changes: {
        request: { before: null, after: 'POST /api/certificates/:id/revoke' },
        reason: { before: null, after: 'Issued by mistake' },
      },
    });
    expect(entrySentence(revoke)).toBe(
      'Layla Saad revoked the certificate of Omar Hassan, Well Testing',
    );
    expect(entryDetails(revoke)).toEqual(['Reason: Issued by mistake']);
    expect(
      entrySentence(entry({ action: 'create', resource: 'jobs', subject: null, record_id: 12 })),
    ).toBe('Layla Saad created the job #12');
  });

  it('names tables for the filter', () => {
    expect(resourceLabel('sub_categories')).toBe('Subcategories');
    expect(resourceLabel('job_requests')).toBe('Job requests');
    expect(resourceLabel('gadgets')).toBe('Gadgets');
  });
});
