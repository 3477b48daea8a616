import '@/styles/tokens.css';
import '@/styles/global.css';
import { Route, Routes } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { appRoutes, type RouteLayout } from '@/app/route-config';
import { AuthLayout } from '@/app/layout/auth-layout';
import { MainLayout } from '@/app/layout/main-layout';
import { PageEffects } from '@/app/page-effects';

function routesOf(layout: RouteLayout) {
  return appRoutes
    .filter((route) => route.layout === layout)
    .map((route) => (
      <Route key={route.path} path={route.path} element={<route.page.Component />} />
    ));
}

export function App() {
  return (
    <AppProvider>
      <PageEffects />
      <Routes>
        <Route element={<MainLayout />}>{routesOf('main')}</Route>
        <Route element={<AuthLayout />}>{routesOf('auth')}</Route>
      </Routes>
    </AppProvider>
  );
}
