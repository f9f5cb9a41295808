import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { PublicOnly } from './features/session/public-only.tsx';
import { RootError, RouteError } from './pages/errors/route-error.tsx';

/** A route whose component is fetched the first time it is visited. */
function lazyPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

/** A path kept for the spec's links that now lives at another, keeping its query (`?next=`, filters). */
function Moved({ to }: { to: string }) {
  return <Navigate to={{ pathname: to, search: useLocation().search }} replace />;
}

/** Every protected screen (spec section 2); route matching ignores case, so /About works. */
const protectedPages: RouteObject[] = [
  { index: true, lazy: lazyPage(() => import('./pages/home/home-page.tsx').then((m) => m.HomePage)) },
  { path: 'notifications', lazy: lazyPage(() => import('./pages/notifications/notifications-page.tsx').then((m) => m.NotificationsPage)) },
  // The spec's path.
  { path: 'notification', element: <Moved to="/notifications" /> },
  { path: 'project/:id', lazy: lazyPage(() => import('./pages/project/project-page.tsx').then((m) => m.ProjectPage)) },
  { path: 'profile', lazy: lazyPage(() => import('./pages/profile/profile-page.tsx').then((m) => m.ProfilePage)) },
  // The server's administrators only (the page says so to anyone else); linked from their account menu.
  { path: 'admin', lazy: lazyPage(() => import('./pages/admin/admin-page.tsx').then((m) => m.AdminPage)) },
  { path: 'contact', lazy: lazyPage(() => import('./pages/contact/contact-page.tsx').then((m) => m.ContactPage)) },
  { path: 'asset/:id', lazy: lazyPage(() => import('./pages/asset/asset-page.tsx').then((m) => m.AssetPage)) },
  { path: 'add/:id', lazy: lazyPage(() => import('./pages/add-version/add-version-page.tsx').then((m) => m.AddVersionPage)) },
  { path: 'starred', lazy: lazyPage(() => import('./pages/starred/starred-page.tsx').then((m) => m.StarredPage)) },
  { path: 'archived', lazy: lazyPage(() => import('./pages/archived/archived-page.tsx').then((m) => m.ArchivedPage)) },
  { path: 'pricing', lazy: lazyPage(() => import('./pages/pricing/pricing-page.tsx').then((m) => m.PricingPage)) },
  { path: 'about', lazy: lazyPage(() => import('./pages/about/about-page.tsx').then((m) => m.AboutPage)) },
  { path: 'search', lazy: lazyPage(() => import('./pages/search/search-page.tsx').then((m) => m.SearchPage)) },
  { path: 'addvariation', lazy: lazyPage(() => import('./pages/add-variation/add-variation-page.tsx').then((m) => m.AddVariationPage)) },
  { path: '*', lazy: lazyPage(() => import('./pages/errors/not-found-page.tsx').then((m) => m.NotFoundPage)) },
];

export const routes: RouteObject[] = [
  {
    ErrorBoundary: RootError,
    HydrateFallback: () => null,
    children: [
      {
        Component: PublicOnly,
        children: [
          { path: 'login', lazy: lazyPage(() => import('./pages/login/login-page.tsx').then((m) => m.LoginPage)) },
          { path: 'sign-up', lazy: lazyPage(() => import('./pages/sign-up/sign-up-page.tsx').then((m) => m.SignUpPage)) },
        ],
      },
      // The spec's Register link.
      { path: 'signup', element: <Moved to="/sign-up" /> },
      // Public, signed in or not: the invitee may not have an account yet; the reset link is opened from an e-mail.
      { path: 'invite/:token', lazy: lazyPage(() => import('./pages/invite/invite-page.tsx').then((m) => m.InvitePage)) },
      { path: 'forgot-password', lazy: lazyPage(() => import('./pages/forgot-password/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage)) },
      // Public, signed in or not: a design shared for review through a link.
      { path: 'review/:token', lazy: lazyPage(() => import('./pages/review/review-link-page.tsx').then((m) => m.ReviewLinkPage)) },
      { path: 'reset-password/:token', lazy: lazyPage(() => import('./pages/reset-password/reset-password-page.tsx').then((m) => m.ResetPasswordPage)) },
      {
        lazy: lazyPage(() => import('./layout/app-layout.tsx').then((m) => m.AppLayout)),
        children: [{ ErrorBoundary: RouteError, children: protectedPages }],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
