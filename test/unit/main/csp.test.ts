import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../../src-main/csp';

/**
 * Electronegativity's CSP check cannot see our policy (it is built, not a literal), so it is
 * excluded in scripts/electronegativity.mjs and replaced here: the same evaluator it uses
 * (Google's CSP Evaluator, as packaged for electronegativity) runs on the real policy.
 */
interface Finding {
  severity: number;
  directive: string;
  value?: string;
  description: string;
}
interface CspEvaluatorModule {
  CspParser: new (csp: string) => { csp: unknown };
  CspEvaluator: new (csp: unknown, version: unknown) => { evaluate(): Finding[] };
  Version: { CSP3: unknown };
  severities: Record<'HIGH' | 'SYNTAX' | 'MEDIUM' | 'HIGH_MAYBE' | 'STRICT_CSP' | 'MEDIUM_MAYBE' | 'INFO' | 'NONE', number>;
}
const fromElectronegativity = createRequire(createRequire(import.meta.url).resolve('@doyensec/electronegativity'));
const evaluator = fromElectronegativity('@doyensec/csp-evaluator') as CspEvaluatorModule;

function evaluate(policy: string): Finding[] {
  return new evaluator.CspEvaluator(new evaluator.CspParser(policy).csp, evaluator.Version.CSP3).evaluate();
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const electronPolicy = contentSecurityPolicy({ bridgeOverHttp: false });
const browserPolicy = contentSecurityPolicy({ bridgeOverHttp: true });

describe('the Content-Security-Policy', () => {
  it.each([
    ['Electron', electronPolicy],
    ['browser mode', browserPolicy],
  ])('%s: the CSP evaluator finds nothing high, medium or malformed', (_mode, policy) => {
    const { HIGH, SYNTAX, MEDIUM, HIGH_MAYBE } = evaluator.severities;
    const serious = evaluate(policy).filter((finding) => [HIGH, SYNTAX, MEDIUM, HIGH_MAYBE].includes(finding.severity));
    expect(serious).toEqual([]);
    // What remains is the generic note that 'self' could host JSONP or uploads: app:// serves
    // only the built bundle, and browser mode only the bundle and the bridge's JSON.
    const notes = evaluate(policy).filter((finding) => finding.severity <= evaluator.severities.MEDIUM_MAYBE);
    expect(notes.map((finding) => `${finding.directive} ${finding.value ?? ''}`)).toEqual(["script-src 'self'"]);
  });

  it('allows no remote or inline script, no eval, no plugins, frames or forms', () => {
    const policy = directives(electronPolicy);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(electronPolicy).not.toMatch(/unsafe-inline|unsafe-eval|wasm-unsafe-eval|\*|data:|blob:/);
  });

  it('keeps connect-src closed in Electron (main owns the network); browser mode reaches only its own bridge', () => {
    expect(directives(electronPolicy).get('connect-src')).toEqual(["'none'"]);
    expect(directives(browserPolicy).get('connect-src')).toEqual(["'self'"]);
  });

  it('loads images only from the app (main fetches and caches remote ones): never a remote host, data: or blob:', () => {
    expect(directives(electronPolicy).get('img-src')).toEqual(["'self'"]);
    expect(directives(browserPolicy).get('img-src')).toEqual(["'self'"]);
  });
});
