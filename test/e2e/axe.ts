/**
 * axe-core as every spec runs it: only the violations are gathered (`resultTypes`), so axe skips
 * collecting the nodes of passed and inapplicable rules; the violations it finds are the same.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
}
