import type { Choice } from '../types';

/** The pipeline of server/src/job-requests/stages.ts, in order. */
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

export const STAGE_CHOICES: Choice[] = STAGES.map((id) => ({ id, name: STAGE_LABELS[id] }));

/** Moves the applicant may be told about by mail (staff choose each time). */
export const NOTIFIABLE: readonly Stage[] = ['interview', 'rejected'];

export const isStage = (value: unknown): value is Stage =>
  typeof value === 'string' && (STAGES as readonly string[]).includes(value);
