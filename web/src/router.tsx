import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, useLocation, type RouteObject } from 'react-router';
import { PublicOnly } from './features/session/public-only.tsx';
import { RootError, RouteError } from './pages/errors/route-error.tsx';
import { ensureEveryMessage } from './i18n/index.ts';

/** A route whose component is fetched the first time it is visited (the dashboard's and the other first screens' words are loaded already). */
function lazyPage(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: await load() });
}

/** A screen beyond the first ones: its component and the rest of the language's messages, fetched together. */
function lazyScreen(load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => ({ Component: (await Promise.all([load(), ensureEveryMessage()]))[0] });
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
  { path: 'project/:id', lazy: lazyScreen(() => import('./pages/project/project-page.tsx').then((m) => m.ProjectPage)) },
  { path: 'profile', lazy: lazyScreen(() => import('./pages/profile/profile-page.tsx').then((m) => m.ProfilePage)) },
  // The server's administrators only (the page says so to anyone else); linked from their account menu.
  { path: 'admin', lazy: lazyScreen(() => import('./pages/admin/admin-page.tsx').then((m) => m.AdminPage)) },
  { path: 'contact', lazy: lazyPage(() => import('./pages/contact/contact-page.tsx').then((m) => m.ContactPage)) },
  { path: 'asset/:id', lazy: lazyScreen(() => import('./pages/asset/asset-page.tsx').then((m) => m.AssetPage)) },
  { path: 'add/:id', lazy: lazyScreen(() => import('./pages/add-version/add-version-page.tsx').then((m) => m.AddVersionPage)) },
  { path: 'starred', lazy: lazyPage(() => import('./pages/starred/starred-page.tsx').then((m) => m.StarredPage)) },
  { path: 'archived', lazy: lazyPage(() => import('./pages/archived/archived-page.tsx').then((m) => m.ArchivedPage)) },
  { path: 'pricing', lazy: lazyPage(() => import('./pages/pricing/pricing-page.tsx').then((m) => m.PricingPage)) },
  { path: 'about', lazy: lazyPage(() => import('./pages/about/about-page.tsx').then((m) => m.AboutPage)) },
  { path: 'search', lazy: lazyPage(() => import('./pages/search/search-page.tsx').then((m) => m.SearchPage)) },
  { path: 'addvariation', lazy: lazyScreen(() => import('./pages/add-variation/add-variation-page.tsx').then((m) => m.AddVariationPage)) },
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
          { path: 'login', lazy: lazyScreen(() => import('./pages/login/login-page.tsx').then((m) => m.LoginPage)) },
          { path: 'sign-up', lazy: lazyScreen(() => import('./pages/sign-up/sign-up-page.tsx').then((m) => m.SignUpPage)) },
        ],
      },
      // The spec's Register link.
      { path: 'signup', element: <Moved to="/sign-up" /> },
      // Public, signed in or not: the invitee may not have an account yet; the reset link is opened from an e-mail.
      { path: 'invite/:token', lazy: lazyScreen(() => import('./pages/invite/invite-page.tsx').then((m) => m.InvitePage)) },
      { path: 'forgot-password', lazy: lazyScreen(() => import('./pages/forgot-password/forgot-password-page.tsx').then((m) => m.ForgotPasswordPage)) },
      // Public, signed in or not: a design shared for review through a link.
      { path: 'review/:token', lazy: lazyScreen(() => import('./pages/review/review-link-page.tsx').then((m) => m.ReviewLinkPage)) },
      { path: 'reset-password/:token', lazy: lazyScreen(() => import('./pages/reset-password/reset-password-page.tsx').then((m) => m.ResetPasswordPage)) },
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
