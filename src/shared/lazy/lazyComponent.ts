// Components whose code is loaded on demand (each module its own chunk), as React.lazy does, with
// one difference: a component whose module is already in renders at once. React.lazy suspends
// on its first render even when the chunk came long before (it learns of it one promise turn
// later), and each Suspense fallback shown makes React hold the next reveal for up to 300 ms: a
// first visit, whose guard, shell, page gate and screen are all preloaded side by side, waited
// through several such pauses. Here the loader's promise records its outcome, read when the
// component renders, and every caller, the preloads and the component, shares the one promise.
// While the module is still loading the component suspends with `use`, which lets React wait in
// place for it (no fallback committed, so no reveal held). Inside an `act` scope (a Storybook
// click, a unit test) it throws the promise instead, as React.lazy does: a render suspended by
// `use` there was never tried again once the chunk came late (a company story failed in CI,
// session 14), while a thrown promise is tried again wherever it was thrown.
import { createElement, use, type ComponentType } from 'react';

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A module's loader that loads it once: every call answers the same promise, which records its
 * outcome. A failed load stays failed, as with React.lazy (the screen's error card reloads). */
export function loader<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Tracked<M> | null = null;
  return () => {
    if (loading) return loading;
    const promise: Tracked<M> = load();
    // Already tracked (another loader's promise, perhaps settled): left as it is.
    if (promise.status) return (loading = promise);
    promise.status = 'pending';
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
    );
    return (loading = promise);
  };
}

/** Every lazy component's preload, for the component workbench: a story preloads them all before
 * it renders (.storybook/preview.tsx), so that no play function waits on a chunk being built
 * under the suite's load, only on what the story itself does. */
const everyPreload = new Set<() => Promise<unknown>>();

/** Loads the module of every lazy component defined so far; answers when all have settled. */
export async function preloadEveryLazyComponent(): Promise<void> {
  await Promise.allSettled([...everyPreload].map((preload) => preload()));
}

/** A component loaded on demand; `preload` starts loading its module (once) and answers when it is in. */
export type LazyComponent<M, P extends object> = ComponentType<P> & { preload: () => Promise<M> };

/** The component `pick` takes from the module `load` brings (pass the `loader` the preloads
 * use, so that they share its promise), rendered with the props given; it suspends only while
 * the module is still loading. */
export function lazyComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyComponent<M, P> {
  const once = loader(load);
  everyPreload.add(once);
  function Lazy(props: P) {
    const loading: Tracked<M> = once();
    // Suspense's older signal, which act takes up again (see above).
    if (loading.status === 'pending' && (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT) throw loading;
    // `use` answers a settled promise at once (it reads the recorded status); it is called on every
    // render, so a render that suspended with it finishes with it too, as React asks.
    return createElement(pick(use(loading as Promise<M>)), props);
  }
  return Object.assign(Lazy, { preload: once });
}
