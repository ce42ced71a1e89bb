/** Reading a failure as a person sees it: the words shown, and what waits folded under Detalles técnicos. */

/** The text a person sees without opening anything: the element's text minus the folded details'. */
export function visibleText(host: Element): string {
  const copy = host.cloneNode(true) as Element;
  for (const details of copy.querySelectorAll('details')) details.querySelectorAll(':scope > :not(summary)').forEach((el) => el.remove());
  return copy.textContent ?? '';
}

/** What is folded under the closed "Detalles técnicos" inside `host`; null when there is no such fold. */
export function foldedDetail(host: Element): string | null {
  const details = host.querySelector('details:not([open])');
  if (details?.querySelector(':scope > summary')?.textContent !== 'Detalles técnicos') return null;
  return details.querySelector(':scope > pre')?.textContent ?? null;
}
