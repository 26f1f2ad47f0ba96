// The router API the five web apps use, shared by Module Federation as ONE small singleton under the key
// 'react-router-dom' (see SHARED in rspack-app.mjs). Sharing the 'react-router-dom'/'react-router' packages
// themselves ships every export (a shared module is never tree-shaken: data routers, SSR/RSC helpers, cookie
// parsing); re-exporting only what the apps import lets the bundler tree-shake react-router.
// A name imported from 'react-router-dom' in shell/, mfe-*/ or libs/ must be listed here
// (libs/ui/src/shared-router.spec.ts checks it).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
