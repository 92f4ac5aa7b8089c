import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import { matchRoutes, Navigate, type RouteObject } from "react-router";
import { FullScreenSpinner } from "../components/ui/spinner";
import type { PageReads } from "../lib/page-reads";
import { appTexts } from "./app.texts";
import { ProtectedRoute } from "./guards/protected-route";
import { type FirstViewRendering, type PageDeclaration, pages } from "./pages";

/** A module loaded on first use, and known from then on without waiting. */
interface LazyModule<T> {
  load: () => Promise<T>;
  readonly loaded: T | undefined;
}

function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  return {
    load: () => {
      loading ??= load().then((module) => {
        loaded = module;
        return module;
      });
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}

/**
 * A page whose chunk is already in renders at once instead of suspending for a moment, as
 * React.lazy alone would (AppRoutes preloads the first page's chunks before its first render).
 * Each mount keeps the way it started: switching from the lazy component to the loaded one
 * would mount the page anew.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  const chunk = lazyModule(load);
  const Lazy = lazy(async () => ({ default: await chunk.load() }));
  function Page(props: P) {
    const [Loaded] = useState(() => chunk.loaded);
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Page, { preload: chunk.load });
}

/** A route's `handle`: what the table declares of its page, ready to load. */
export interface PageHandle {
  /** The chunk it will need, loaded before it renders. */
  preload: () => Promise<unknown>;
  reads?: LazyModule<PageReads>;
  firstView?: FirstViewRendering;
  weatherInFirstView?: true;
}

/** Full-page routes wait for their chunk behind the same spinner as the sign-in check. */
function page(element: ReactNode) {
  return <Suspense fallback={<FullScreenSpinner label={appTexts.loading} />}>{element}</Suspense>;
}

function routeOf({
  path,
  frame,
  page: load,
  reads,
  firstView,
  weatherInFirstView,
}: PageDeclaration): RouteObject {
  const Page = lazyPage(load);
  const handle: PageHandle = {
    preload: Page.preload,
    reads: reads && lazyModule(reads),
    firstView,
    weatherInFirstView,
  };
  // The app's pages wait for their chunk in the layout, which stays on screen.
  return { path, element: frame === "public" ? page(<Page />) : <Page />, handle };
}

const AppLayout = lazyPage(() => import("./layout/app-layout").then((m) => m.AppLayout));
const layoutHandle: PageHandle = { preload: AppLayout.preload };

/** The route table, which app.tsx hands to `useRoutes`. */
export const routes: RouteObject[] = [
  ...pages.filter((declared) => declared.frame === "public").map(routeOf),
  {
    element: <ProtectedRoute />,
    children: [
      {
        element: page(<AppLayout pageAt={pageAt} />),
        handle: layoutHandle,
        children: [
          { index: true, element: <Navigate to="/dashboard" replace /> },
          ...pages.filter((declared) => declared.frame === "app").map(routeOf),
        ],
      },
    ],
  },
];

const handlesAt = (pathname: string): PageHandle[] =>
  (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as PageHandle] : [],
  );

/** The page shown at `pathname`, as the table declares it; undefined for a redirect. */
export function pageAt(pathname: string): PageHandle | undefined {
  const innermost = matchRoutes(routes, pathname)?.at(-1)?.route;
  return innermost?.handle as PageHandle | undefined;
}

/**
 * Starts loading the chunks of the page at `pathname` at once: the signed-in app's layout, the
 * page and its reads' code while `/api/me` is answered, instead of each after the one before.
 * The layout starts the page's reads (usePageData). Settles when they are all in, or one
 * failed: a chunk that fails to load fails again when the page renders, and says so there.
 */
export function preloadRoute(pathname: string): Promise<void> {
  const chunks = handlesAt(pathname).flatMap((handle) => [handle.preload(), handle.reads?.load()]);
  return Promise.all(chunks).then(
    () => undefined,
    () => undefined,
  );
}
