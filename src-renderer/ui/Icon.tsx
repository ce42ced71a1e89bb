/** The few line icons the app draws (inline SVG: no icon font, no request). Decorative: pair with text. */
const paths = {
  clip: 'M7 12.5 12.3 7.2a2.2 2.2 0 0 1 3.1 3.1l-6.4 6.4a3.6 3.6 0 0 1-5.1-5.1l6.4-6.4',
  star: 'M10 2.8l2.2 4.5 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L2.8 8l5-.7z',
  filter: 'M3 4.5h14M6 10h8M8.5 15.5h3',
  chevron: 'M6 8l4 4 4-4',
  download: 'M10 3v9m-4-4 4 4 4-4M4 16h12',
  bookmark: 'M5.5 3h9v14l-4.5-3.5L5.5 17z',
  more: 'M4.5 10h.01M10 10h.01M15.5 10h.01',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, filled = false }: { name: IconName; filled?: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={paths[name]}
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
