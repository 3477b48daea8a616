/** The hiring pipeline of an application, in its usual order (issue 14, item 4). */
export const STAGES = ['new', 'reviewed', 'interview', 'offer', 'hired', 'rejected'] as const;
export type Stage = (typeof STAGES)[number];

export const STAGE_LABELS: Record<Stage, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  rejected: 'Rejected',
};

/** Moving to these stages may tell the applicant by mail (staff choose each time). */
export const NOTIFIABLE_STAGES: readonly Stage[] = ['interview', 'rejected'];

export const isStage = (value: unknown): value is Stage =>
  typeof value === 'string' && (STAGES as readonly string[]).includes(value);
