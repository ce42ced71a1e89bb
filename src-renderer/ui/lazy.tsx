/**
 * Parts of the page whose code loads on demand (the views besides the first screen, the date
 * picker's calendar), so that the script the window starts with stays small. A part that cannot be
 * loaded (a damaged install, a dropped connection in browser mode) says so in Spanish and offers a
 * retry in its own place, instead of an endless "Cargando…" or the whole-window error screen.
 */
import { clsx } from 'clsx';
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { errorMessage } from '../../src-shared/errors';
import './lazy.css';

/** A failed load, told apart from an error the loaded code throws while it renders. */
class PartLoadError extends Error {
  override name = 'PartLoadError';
}

export interface LazyPartOptions {
  /** Shown while the code arrives; it fades in only after a moment, so a quick load never flashes it. */
  loading: ReactNode;
  /** Shown when the code could not be loaded; `retry` loads it again. */
  failed: (retry: () => void, message: string) => ReactNode;
}

export interface LazyPart<P extends object> {
  Part: ComponentType<P>;
  /** Starts loading ahead of need (on hover or focus); a failure is shown once the part renders. */
  preload: () => void;
}

/** What a part that could not be loaded shows: what is missing, the browser's reason, and a retry. */
export function LoadFailure({ what, message, retry, className }: { what: string; message: string; retry: () => void; className?: string }) {
  return (
    <div className={clsx('state lazy-failed', className)} role="alert">
      <p>{what}</p>
      <p className="lazy-failed-detail">{message}</p>
      <button type="button" onClick={retry}>
        Reintentar
      </button>
    </div>
  );
}

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyPartOptions): LazyPart<P> {
  // Once loaded, a part mounted again renders at once, without a pass through Suspense.
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPart = (): Promise<{ default: ComponentType<P> }> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        loading = null; // the next attempt imports again
        throw new PartLoadError(errorMessage(error));
      },
    );
    return loading;
  };
  // React keeps a lazy component's failure for good: a retry needs a new one.
  let Lazy = lazy(fetchPart);

  function Part(props: P) {
    // Chosen once per mount and kept, so that the part is never unmounted by its own loading.
    const [Current, setCurrent] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    const retry = (): void => {
      Lazy = lazy(fetchPart);
      setCurrent(() => Lazy);
    };
    return (
      <ErrorBoundary
        onReset={retry}
        fallbackRender={({ error, resetErrorBoundary }) => {
          // Errors of the loaded code are bugs: they go on to the window's ErrorBoundary.
          if (!(error instanceof PartLoadError)) throw error;
          return options.failed(resetErrorBoundary, error.message);
        }}
      >
        <Suspense fallback={<div className="lazy-loading">{options.loading}</div>}>
          <Current {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }

  return {
    Part,
    preload: () => {
      // Only a head start: a failure here is shown, with its retry, when the part renders.
      fetchPart().catch(() => undefined);
    },
  };
}
