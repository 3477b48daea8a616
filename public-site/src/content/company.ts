export interface PostalAddress {
  street: string;
  district: string;
  city: string;
  country: string;
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: string;
}

/** An optional hero clip. Without one the home page shows its animated SVG scene. */
export interface HeroVideo {
  /** Same-origin file under public/, e.g. /media/hero.mp4 (the CSP allows 'self' media only). */
  src: string;
  type: 'video/mp4' | 'video/webm';
  /** Poster shown before the first frame (same origin). */
  poster: string;
}

export interface Company {
  name: string;
  shortName: string;
  /** Legal name for policies and structured data. */
  legalName: string;
  tagline: string;
  summary: string;
  foundingYear: number;
  address: PostalAddress;
  /** Opens a map of the head office in a new tab. */
  mapUrl: string;
  /** Embedded map in the footer (lazy frame; the CSP allows frames from www.google.com). */
  mapEmbedUrl: string;
  phone: { display: string; href: string };
  email: string;
  /** Mailbox for privacy requests named in the privacy policy. */
  privacyEmail: string;
  /** Commercial register number shown in the policies. */
  commercialRegister: string;
  taxCard: string;
  social: { facebook: string; linkedin: string; whatsapp: string };
  /** Home hero media: leave undefined for the light animated scene. */
  heroVideo?: HeroVideo;
  /** Social sharing card under public/ (1200×630). */
  shareImage: string;
  /** Square logo under public/, for structured data. */
  logo: string;
}

const fullAddress = 'Building 27, South 90th Street, Fifth Settlement, New Cairo, Egypt';

/** Brand data. The company is fictional; replace these values with the client's own. */
export const company: Company = {
  name: 'Petrolink Energy Services',
  shortName: 'Petrolink',
  legalName: 'Petrolink Energy Services S.A.E.',
  tagline: 'Engineering energy, from reservoir to market.',
  summary:
    'Training, engineering software, consultation and field operations for the oil and gas industry across the MENA region.',
  foundingYear: 2006,
  address: {
    street: 'Building 27, South 90th Street',
    district: 'Fifth Settlement',
    city: 'New Cairo',
    country: 'Egypt',
    countryCode: 'EG',
  },
  mapUrl: `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}`,
  mapEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(fullAddress)}&output=embed`,
  phone: { display: '+20 2 2810 0000', href: 'tel:+20228100000' },
  email: 'info@petrolink-energy.example',
  privacyEmail: 'privacy@petrolink-energy.example',
  commercialRegister: 'CR 148213 (New Cairo)',
  taxCard: '512-604-771',
  social: {
    facebook: 'https://www.facebook.com/petrolink.energy.services',
    linkedin: 'https://www.linkedin.com/company/petrolink-energy-services',
    whatsapp: 'https://wa.me/201000000000',
  },
  heroVideo: undefined,
  shareImage: '/og-image.png',
  logo: '/logo.svg',
};
