/** The bridge methods for documents saved offline; src-main/bridge/handlers.ts adds them to its table. */
import type { BridgeHandlers, Failure } from '../../src-shared/bridge';
import { errorMessage } from '../../src-shared/errors';
import type { DocumentStore } from './store';
import { folderName } from './store';

type DocumentMethod =
  | 'saveDocuments'
  | 'listSavedDocuments'
  | 'openSavedDocument'
  | 'removeSavedDocuments'
  | 'listAllSavedDocuments'
  | 'readDocument'
  | 'clearSavedDocuments';

export interface DocumentDeps {
  store: DocumentStore;
  /**
   * Opens a vetted saved file with the system's viewer (Electron: shell.openPath), resolving to
   * an error message or null. Absent in browser mode, where the page opens the file's address.
   */
  openFile?: (path: string) => Promise<string | null>;
  /**
   * Browser mode: the absolute address, on the documents' own origin, that serves the file
   * `resolve` finds at each request; `key` names the record and file (src-main/documents/http.ts).
   */
  publish?: (key: string, name: string, resolve: () => Promise<string | null>) => string;
}

/** `message` for people; `detail` (an errno code, the system's message) for Detalles técnicos only. */
function rejected(message: string, detail?: string): Failure {
  return { ok: false, error: detail === undefined ? { kind: 'rejected', message } : { kind: 'rejected', message, detail } };
}

export function createDocumentHandlers(deps: DocumentDeps): Pick<BridgeHandlers, DocumentMethod> {
  return {
    async saveDocuments({ kind, id, urls }) {
      try {
        return { ok: true, ...(await deps.store.save({ kind, id }, urls)) };
      } catch (cause) {
        // A full or read-only disk is expected, not a bug.
        return rejected('No se pudieron guardar los documentos en este equipo.', errorMessage(cause));
      }
    },
    async listSavedDocuments(owner) {
      try {
        return { ok: true, saved: await deps.store.list(owner) };
      } catch (cause) {
        // A link in place of the folder is refused, not followed.
        return rejected('No se pudieron leer los documentos guardados.', errorMessage(cause));
      }
    },
    async openSavedDocument({ kind, id, name }) {
      const path = await deps.store.pathOf({ kind, id }, name);
      if (path === null) return rejected('Ese documento no está guardado en este equipo.');
      if (deps.openFile === undefined) {
        if (deps.publish === undefined) return rejected('Este modo no puede abrir documentos guardados.');
        return { ok: true, href: deps.publish(`${folderName({ kind, id })}/${name}`, name, () => deps.store.pathOf({ kind, id }, name)) };
      }
      const problem = await deps.openFile(path);
      return problem === null ? { ok: true, href: null } : rejected('No se pudo abrir el documento.', problem);
    },
    async removeSavedDocuments(owner) {
      try {
        return { ok: true, saved: await deps.store.remove(owner) };
      } catch (cause) {
        return rejected('No se pudieron quitar los documentos guardados.', errorMessage(cause));
      }
    },
    async listAllSavedDocuments() {
      try {
        return { ok: true, documents: await deps.store.listAll() };
      } catch (cause) {
        // `documentos/` itself a link is refused, not followed.
        return rejected('No se pudieron leer los documentos guardados.', errorMessage(cause));
      }
    },
    async readDocument({ kind, id, url }) {
      try {
        const read = await deps.store.read({ kind, id }, url);
        return read.ok ? read : { ok: false, document: read.error };
      } catch (cause) {
        return rejected('No se pudo leer el documento.', errorMessage(cause));
      }
    },
    async clearSavedDocuments() {
      try {
        return { ok: true, removed: await deps.store.clearAll() };
      } catch (cause) {
        return rejected('No se pudieron borrar los documentos guardados.', errorMessage(cause));
      }
    },
  };
}
