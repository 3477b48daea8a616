import type { ChipColor, Choice } from '../types';

/** Where staff are with an enquiry (server: contact/enquiry-states.ts). */
export const ENQUIRY_STATES: Choice[] = [
  { id: 'new', name: 'New' },
  { id: 'in_progress', name: 'In progress' },
  { id: 'answered', name: 'Answered' },
  { id: 'closed', name: 'Closed' },
];

export const ENQUIRY_BADGES: Record<string, ChipColor> = {
  New: 'info',
  'In progress': 'warning',
  Answered: 'success',
  Closed: 'default',
};

export const stateLabel = (state: unknown): string =>
  ENQUIRY_STATES.find((choice) => choice.id === state)?.name ??
  (typeof state === 'string' ? state : '');
