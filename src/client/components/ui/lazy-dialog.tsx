import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A dialog whose code loads when it is first opened instead of with its page (budget 5,
 * docs/benchmark-budgets.md: the calendar's and the dashboard's first paint wait for every chunk
 * they import). Until then it renders nothing; once opened it stays mounted, so it closes and
 * reopens as before.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(false);
    if (!opened && isOpen(props)) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
