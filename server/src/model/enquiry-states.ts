/** Where staff are with an enquiry (issue 26 item 15), in its usual order. */
export const ENQUIRY_STATES = ['new', 'in_progress', 'answered', 'closed'] as const;
export type EnquiryState = (typeof ENQUIRY_STATES)[number];

export const ENQUIRY_STATE_LABELS: Record<EnquiryState, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

export const isEnquiryState = (value: unknown): value is EnquiryState =>
  typeof value === 'string' && (ENQUIRY_STATES as readonly string[]).includes(value);
