/**
 * Hands a file to the person: a Blob behind an object URL and a click on an `<a download>`.
 * No navigation happens, so it needs no CSP change; Electron shows its save dialog, a browser
 * its download. The URL is revoked a while later (revoking at once can cancel the download).
 */
export function offerFile(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export const mimeTypes = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
  ics: 'text/calendar;charset=utf-8',
} as const;
