/**
 * axe-core as every spec runs it: `axeViolations(page)` checks the page in the light and the dark
 * color scheme and returns one readable line per failing node, `[]` when axe finds nothing.
 *
 * The dark pass runs only the rules whose outcome a color scheme can change. The app's dark theme
 * changes colors and nothing else: styles.css writes each color once as `light-dark(light, dark)`
 * and `color-scheme` picks the half (`prefers-color-scheme`, or `html[data-theme]` from Tema);
 * no stylesheet has a `prefers-color-scheme` media query, and no script reads the scheme
 * (ui/theme.ts only sets the attribute; ThemeChoice.tsx is the radio group that sets it). The same
 * DOM, the same layout, other colors: the rules that read computed colors are the ones listed
 * in `colorRules`. Everything else gave its answer in the light pass. (Where Tema forces a
 * scheme, `html[data-theme]`, both passes see that one.)
 *
 * Only the violations are gathered (`resultTypes`), so axe skips collecting the nodes of passed and
 * inapplicable rules; the violations it finds are the same.
 *
 * Each pass runs `axe.run` in the page itself (the builder's legacy mode). The default mode runs
 * `axe.runPartial` in every frame, then opens a blank page, injects axe-core into it again and
 * merges the frames' results there: about a second more per pass on this machine, for frames the
 * app never has (its sanitizer forbids <iframe>, and no view makes one). Same rules, same
 * violations; were an iframe ever added, legacy mode still checks it when it is same-origin.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type ColorScheme = 'light' | 'dark';
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * The enabled axe-core rules that read colors: color-contrast and link-in-text-block compare
 * them; td-has-header and th-has-data-cells apply only to tables axe judges to hold data, and one
 * of its clues is rows whose background colors differ. (color-contrast-enhanced reads colors too,
 * but axe leaves it off, in the light pass as well.)
 */
const colorRules = ['color-contrast', 'link-in-text-block', 'td-has-header', 'th-has-data-cells'] as const;

export interface AxeOptions {
  /** A CSS selector: check only that part of the page. */
  include?: string;
  /** `false` skips the dark pass; say at the call site where that scheme is checked instead. */
  dark?: boolean;
}

function builder(page: Page, include: string | undefined): AxeBuilder {
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode();
  return include === undefined ? axe : axe.include(include);
}

/** "color-contrast (serious, dark) Elements must meet… — .badge: Fix any of the following: …" */
function readable(violation: Violation, scheme: ColorScheme): string[] {
  return violation.nodes.map((node) =>
    `${violation.id} (${violation.impact ?? 'sin impacto'}, ${scheme}) ${violation.help} — ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(
      /\s+/g,
      ' ',
    ),
  );
}

/**
 * The light lines first, then the dark ones. The scheme the page was in runs last, so the page is
 * left in the scheme it was found in (as `prefers-color-scheme` reports it) without another switch.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const found: ColorScheme = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)) ? 'dark' : 'light';
  const schemes: ColorScheme[] = options.dark === false ? ['light'] : ['light', 'dark'];
  const lines: Record<ColorScheme, string[]> = { light: [], dark: [] };
  for (const scheme of [...schemes.filter((s) => s !== found), ...schemes.filter((s) => s === found)]) {
    await page.emulateMedia({ colorScheme: scheme });
    const axe = builder(page, options.include);
    const { violations } = await (scheme === 'dark' ? axe.withRules([...colorRules]) : axe).analyze();
    lines[scheme] = violations.flatMap((violation) => readable(violation, scheme));
  }
  if (!schemes.includes(found)) await page.emulateMedia({ colorScheme: found });
  return [...lines.light, ...lines.dark];
}
