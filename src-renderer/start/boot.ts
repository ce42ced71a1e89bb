/**
 * The window's script starts in stages, each evaluated in a task of its own: the libraries
 * (React), the schemas (zod and src-shared), the data layer (Dexie, the data service's client),
 * the formatters (Intl) and the window's code. As one script it was one long task, during which
 * the page could answer nothing; in stages each is a fraction of it. The
 * data layer starts the start-up check (and, on a first launch or after Borrar datos, the data
 * service's worker) before the window's code loads, so that reading the settings and the cache,
 * and loading the worker's script, overlap it.
 */

export interface StartStages {
  libraries(): Promise<unknown>;
  shared(): Promise<unknown>;
  data(): Promise<{ startData(): void; prepareFormats(): void }>;
  window(): Promise<{ renderWindow(root: HTMLElement): void }>;
}

/**
 * Resolves in a later task (not a microtask): what follows it is evaluated in a task of its own.
 * scheduler.yield() puts that task ahead of others waiting (the data service's messages, the
 * cache's answers) where the browser has it; a timer where it does not (jsdom).
 */
export function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

export async function startInStages(root: HTMLElement, stages: StartStages): Promise<void> {
  await stages.libraries();
  await nextTask();
  await stages.shared();
  await nextTask();
  const data = await stages.data();
  data.startData();
  await nextTask();
  data.prepareFormats();
  await nextTask();
  (await stages.window()).renderWindow(root);
}

/**
 * What the window shows when a stage could not load (a file missing from the installation, or
 * changed under a running app): before React, so written with the DOM.
 */
export function showStartFailure(root: HTMLElement, error: unknown): void {
  console.error('No se pudo iniciar la ventana', error);
  const main = document.createElement('main');
  main.className = 'fatal';
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alert');
  const heading = document.createElement('h1');
  heading.textContent = 'No se pudo iniciar Directorio de Cultura';
  const text = document.createElement('p');
  text.textContent = 'Una parte de la aplicación no se pudo cargar. Los datos guardados no se perdieron.';
  const detail = document.createElement('pre');
  // Not errorMessage (src-shared/errors.ts): that module comes with the stage that may be the one that failed to load.
  detail.textContent = error instanceof Error ? error.message : String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = 'Recargar';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(heading, text, detail, retry);
  main.append(alert);
  root.replaceChildren(main);
}
