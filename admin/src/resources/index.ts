import { categories } from './categories';
import type { ResourceDeclaration } from './types';

/** Every dashboard resource, in menu order. A new resource is one declaration added here. */
export const resources: readonly ResourceDeclaration[] = [categories];
