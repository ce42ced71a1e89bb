import type { ReactNode } from 'react';
import { ErrorBoundary as Boundary, type FallbackProps } from 'react-error-boundary';
import { errorMessage } from '../../src-shared/errors';
import { TechnicalDetails } from './TechnicalDetails';

/** No blank screens: a render error shows what happened and a way back. */
export function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <Boundary FallbackComponent={ErrorScreen} onError={(error, info) => console.error('Error de la interfaz', error, info.componentStack)}>
      {children}
    </Boundary>
  );
}

/** The whole window's place, so the alert sits in a `main` landmark as every page's content does. */
function ErrorScreen({ error }: FallbackProps) {
  return (
    <main className="fatal">
      <div role="alert">
        <h1>Algo salió mal</h1>
        <p>La vista no se pudo mostrar. Los datos guardados no se perdieron.</p>
        <button type="button" onClick={() => window.location.reload()}>
          Recargar
        </button>
        <TechnicalDetails detail={errorMessage(error)} />
      </div>
    </main>
  );
}
