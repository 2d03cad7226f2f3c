/**
 * What the browser builds share as `react-router-dom` (issue 34): the router pieces the parts
 * import, taken from `react-router` so that webpack keeps only them. A shared module is provided
 * whole (the shell cannot know what a remote will ask for), and the whole of React Router 7 — data
 * routers, server rendering, sessions, cookies, RSC — was 60 KB of gzip on every first visit, for
 * the declarative router the parts use.
 *
 * A part that needs another export adds it here (the shared-router test fails until it is), and
 * the shell that provides it must be deployed before the remote that uses it. The server build
 * and the unit tests use the package itself.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavigationType,
  Route,
  Routes,
  matchPath,
  matchRoutes,
  parsePath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
