import { Route } from 'react-router-dom';
import type { ResourceDeclaration } from '../resources/types';
import { LegacyRedirect } from './LegacyRedirect';

/** `<Route>`s for the declared legacy paths, to place inside `<CustomRoutes>`. */
export const legacyRoutes = (declaration: ResourceDeclaration) =>
  (['list', 'create', 'edit'] as const).flatMap((type) => {
    const path = declaration.legacyPaths?.[type];
    return path
      ? [
          <Route
            key={`${declaration.name}-${type}`}
            path={path}
            element={<LegacyRedirect resource={declaration.name} type={type} />}
          />,
        ]
      : [];
  });
