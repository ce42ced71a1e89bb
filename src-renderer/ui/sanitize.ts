/**
 * HTML from the API is data: DOMPurify with an allowlist, relative URLs resolved against the
 * API origin, links kept only when http(s) or a plain mailto:/tel: (anything else becomes inert
 * text), images only from http(s) and then only through main (`/imagenes/<key>` on the app's own
 * origin, or the images' origin in browser mode: see image-source.ts). No script, handler, style, frame, form or SVG survives, and
 * nothing that survives is refused by the CSP: no `style` (stripped before any DOM parses it, see
 * strip-style.ts), no remote `src`.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { imageSource } from './image-source';
import { safeContactUrl, safeExternalUrl } from '../../src-shared/url';
import { stripStyleAttributes } from './strip-style';

const allowedTags = [
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'span',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
];
const allowedAttributes = ['href', 'src', 'alt', 'title', 'lang', 'dir', 'colspan', 'rowspan'];

const purifiers = new WeakMap<Window, DOMPurify>();
let currentBase = 'https://www.cultura.gob.ar';

function resolveAgainstBase(value: string | null): URL | null {
  if (value === null || value.trim() === '') return null;
  try {
    return safeExternalUrl(new URL(value.trim(), currentBase).href);
  } catch {
    return null;
  }
}

/** A link's target: a contact URL as it stands (never resolved against the base), else http(s). */
function linkTarget(value: string | null): URL | null {
  if (value !== null && /^\s*(?:mailto|tel):/i.test(value)) return safeContactUrl(value.trim());
  return resolveAgainstBase(value);
}

function instance(win: Window & typeof globalThis): DOMPurify {
  const existing = purifiers.get(win);
  if (existing !== undefined) return existing;
  const created = createDOMPurify(win);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      const url = linkTarget(node.getAttribute('href'));
      if (url === null) {
        node.removeAttribute('href');
        node.setAttribute('data-inert-link', '');
      } else {
        node.setAttribute('href', url.href);
        node.setAttribute('rel', 'noopener noreferrer');
        node.setAttribute('data-external', '');
      }
    }
    if (node.nodeName === 'IMG') {
      const url = resolveAgainstBase(node.getAttribute('src'));
      const path = url === null ? null : imageSource(url.href);
      if (path === null) node.removeAttribute('src');
      else node.setAttribute('src', path);
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    }
  });
  purifiers.set(win, created);
  return created;
}

export function sanitizeHtml(html: string, baseUrl: string, win: Window & typeof globalThis = window): string {
  currentBase = baseUrl;
  return instance(win).sanitize(stripStyleAttributes(html), {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ADD_ATTR: ['data-external', 'data-inert-link', 'loading', 'referrerpolicy', 'rel'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|\.|#|[^:]*$)/i,
    // Belt and braces: `style` is not allowed anyway, and the CSP would refuse it.
    FORBID_ATTR: ['style'],
    FORBID_TAGS: ['style', 'script', 'iframe', 'form', 'svg', 'math', 'object', 'embed'],
    KEEP_CONTENT: true,
  });
}
