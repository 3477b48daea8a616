import { localStorageStore } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { BASENAME } from './Dashboard';
import { customizations } from './resources';
import { SchemaDashboard } from './schema/SchemaDashboard';

const store = localStorageStore();
// React-admin remembers whether the sidebar is open; on a phone (spec §9: under 768 px) it is
// an overlay, and a page must never load under it.
if (window.matchMedia('(max-width: 767.95px)').matches) store.setItem('sidebar.open', false);

export const App = () => (
  <BrowserRouter>
    <Routes>
      <Route
        path={`${BASENAME}/*`}
        element={<SchemaDashboard customizations={customizations} store={store} />}
      />
    </Routes>
  </BrowserRouter>
);
