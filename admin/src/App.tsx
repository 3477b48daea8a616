import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { canRoleAccess } from './auth/access';
import { createAuthProvider } from './authProvider';
import { BASENAME, Dashboard } from './Dashboard';
import { createDataProvider } from './dataProvider';
import { resources } from './resources';

const authProvider = createAuthProvider({
  canAccess: (role, resource, action) => canRoleAccess(resources, role, resource, action),
});
const dataProvider = createDataProvider(resources);

export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route
        path={`${BASENAME}/*`}
        element={
          <Dashboard
            declarations={resources}
            authProvider={authProvider}
            dataProvider={dataProvider}
          />
        }
      />
    </Routes>
  </BrowserRouter>
);
