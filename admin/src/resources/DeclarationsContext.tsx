import { createContext, useContext } from 'react';
import type { ResourceDeclaration } from './types';

/** The declarations the running dashboard was built from (the layout and menu read them). */
export const DeclarationsContext = createContext<readonly ResourceDeclaration[]>([]);

export const useDeclarations = (): readonly ResourceDeclaration[] =>
  useContext(DeclarationsContext);
