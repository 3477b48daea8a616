/** Arabic twins of staff's texts (issue 28): '' while not written, absent from older servers. */
export interface Category {
  id: number;
  title: string;
  title_ar?: string;
}

export interface SubCategory {
  id: number;
  title: string;
  title_ar?: string;
  category_id: number;
  category?: Category | null;
}

export interface Course {
  id: number;
  name: string;
  name_ar?: string;
  classification: string;
  classification_ar?: string;
  discipline: string;
  discipline_ar?: string;
  /** EGP. */
  price: number;
  /** A public '/storage/...' path, or null when the course has no image. */
  image: string | null;
  /** HTML, sanitised by the server (DECISIONS 5). */
  description: string;
  description_ar?: string;
  location: string;
  location_ar?: string;
  time: string;
  instructor: string;
  /** Words staff add for the search (abbreviations); never shown (absent from older servers). */
  keywords?: string;
  category_id: number;
  sub_category_id: number;
  category?: Category | null;
  sub_category?: { id: number; title: string; title_ar?: string } | null;
}

/**
 * Who is looking, as the route knows it from the session: the features below never read the
 * session themselves, so they stay independent of the auth feature.
 */
export type Viewer =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; token: string };
