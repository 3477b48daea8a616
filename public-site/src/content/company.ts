export interface PostalAddress {
  street: string;
  district: string;
  city: string;
  country: string;
}

export interface Company {
  name: string;
  shortName: string;
  tagline: string;
  summary: string;
  address: PostalAddress;
  /** Opens a map of the head office in a new tab (no third-party embed: CSP, privacy). */
  mapUrl: string;
  phone: { display: string; href: string };
  email: string;
  social: { facebook: string; linkedin: string; whatsapp: string };
}

/** Brand data. The company is fictional; replace these values with the client's own. */
export const company: Company = {
  name: 'Petrolink Energy Services',
  shortName: 'Petrolink',
  tagline: 'Engineering energy, from reservoir to market.',
  summary:
    'Training, engineering software, consultation and field operations for the oil and gas industry across the MENA region.',
  address: {
    street: 'Building 27, South 90th Street',
    district: 'Fifth Settlement',
    city: 'New Cairo',
    country: 'Egypt',
  },
  mapUrl: 'https://www.openstreetmap.org/search?query=South%2090th%20Street%2C%20New%20Cairo%2C%20Egypt',
  phone: { display: '+20 2 2810 0000', href: 'tel:+20228100000' },
  email: 'info@petrolink-energy.example',
  social: {
    facebook: 'https://www.facebook.com/petrolink.energy.services',
    linkedin: 'https://www.linkedin.com/company/petrolink-energy-services',
    whatsapp: 'https://wa.me/201000000000',
  },
};
