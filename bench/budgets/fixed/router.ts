// Bench-only (bench/budgets/fixed.rspack.config.mjs): the router API the five web apps use, as ONE small
// shared singleton. Sharing 'react-router-dom'/'react-router' themselves makes Module Federation ship the
// whole package (every export kept: data routers, SSR, RSC, cookie helpers); this entry lets the bundler
// tree-shake react-router down to what the apps import. Union of the names imported in shell/, mfe-*/, libs/.
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
