// The part of react-router the shell and the areas use, as one module that Module Federation shares once per
// page (packages/config/src/federation.ts). A shared module is loaded whole, so sharing react-router itself
// would send all of it (about 65 KB gzip); this module names what the product uses, so the shared copy is
// that part only. Each app still runs its own router in its own React root; they share the code.
// A name the product starts to use is added here (the type checker says when).
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  Outlet,
  RouterProvider,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
