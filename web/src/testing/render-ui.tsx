import type { ReactNode } from 'react';
import { renderRoutes } from './render-app';

/** One component inside the app's providers and a router (any path renders it), for feature tests. */
export const renderUi = (ui: ReactNode, url = '/') => renderRoutes([{ path: '*', element: ui }], [url]);
