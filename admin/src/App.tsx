import { localStorageStore } from 'react-admin';
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

const store = localStorageStore();
// React-admin remembers whether the sidebar is open; on a phone (spec §9: under 768 px) it is
// an overlay, and a page must never load under it.
if (window.matchMedia('(max-width: 767.95px)').matches) store.setItem('sidebar.open', false);

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
            store={store}
          />
        }
      />
    </Routes>
  </BrowserRouter>
);
