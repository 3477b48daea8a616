import { customizations } from '../resources';
import type { ResourceDeclaration } from '../resources/types';
import type { ApiDocument } from '../schema/apiDocument';
import { declarationsFromDocument } from '../schema/declarationsFromDocument';
import recorded from './api-document.json' with { type: 'json' };

/**
 * The server's document as recorded by `node admin/scripts/record-api-document.mjs` (run it
 * against a started server after the API's resources change).
 */
export const apiDocument = recorded as unknown as ApiDocument;

/** The dashboard's declarations as the running app builds them from that document. */
export const declarations: readonly ResourceDeclaration[] = declarationsFromDocument(
  apiDocument,
  customizations,
);

export const declarationNamed = (name: string): ResourceDeclaration => {
  const found = declarations.find((declaration) => declaration.name === name);
  if (!found) throw new Error(`No resource "${name}" in the recorded document`);
  return found;
};
