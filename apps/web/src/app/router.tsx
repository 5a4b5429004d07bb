import { createBrowserRouter } from 'react-router';
import { appRoutes } from './route-table';

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
