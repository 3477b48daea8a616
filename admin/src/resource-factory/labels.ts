import type { ResourceDeclaration } from '../resources/types';

/** The create button's text: one record's name ('Add category'), never the list's plural. */
export const createLabelOf = (declaration: ResourceDeclaration): string =>
  declaration.createLabel ?? `Add ${(declaration.itemLabel ?? declaration.label).toLowerCase()}`;

/** One record's name ('Job', 'Job request'). */
export const itemLabelOf = (declaration: ResourceDeclaration): string =>
  declaration.itemLabel ?? declaration.label;

/** The text to show for a failed request: the server's `message` when it sent one. */
export const errorMessage = (cause: unknown): string => {
  if (typeof cause === 'string' && cause) return cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return 'Something went wrong. Please try again.';
};
