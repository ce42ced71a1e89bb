/**
 * An organismo's `link` is meant to be its web page, but for some records it is the URL of the API
 * itself: the organismos list or a record's detail (API.md), such as
 * `https://www.cultura.gob.ar/api/v2.0/organismos/9/`. Such a link is no page to offer a person.
 */
const apiRecordPath = /\/api\/(?:[^/]+\/)*organismos\/?(?:\d+\/?)?$/i;

/** True when `link` is the API's own organismos list or record URL, not a web page. */
export function isApiRecordLink(link: string): boolean {
  try {
    return apiRecordPath.test(new URL(link).pathname);
  } catch {
    return false;
  }
}
