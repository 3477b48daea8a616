export type JobType = 'all' | 'instructor';

/** An opening as GET /api/jobs returns it; `description` is HTML sanitised by the server. */
export interface Job {
  id: number;
  title: string;
  title_ar?: string;
  category: string;
  category_ar?: string;
  description: string;
  description_ar?: string;
  type: JobType;
  created_at: string;
  updated_at: string;
}

/** The grades of the application form's select (spec §9). */
export const GRADES = ['Excellent', 'Very good', 'Good', 'Fair'] as const;
export type Grade = (typeof GRADES)[number];

/** An application as POST /api/job-requests answers it. */
export interface JobRequest {
  id: number;
  job_id: number | null;
  full_name: string;
  country: string;
  email: string;
  phone: string | null;
  gpa: Grade | null;
  cv: string;
  created_at: string;
}
