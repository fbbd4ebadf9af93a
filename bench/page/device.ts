/**
 * Where the bench page runs, for its export: the browser and its version (from the user
 * agent, which is all every browser gives), the platform, the logical cores
 * (`navigator.hardwareConcurrency`) and whether the page is cross-origin isolated (then the
 * search threads share memory with each other: a Stop reaches them at once).
 */
import type { SuiteExport } from '../files.ts';

/** The browser's name and version, e.g. "Chrome 140.0.0.0" (the last brand the user agent names). */
export function browserName(userAgent: string): string {
  for (const [pattern, name] of [
    [/Edg\/([\d.]+)/, 'Edge'], [/Firefox\/([\d.]+)/, 'Firefox'], [/Chrome\/([\d.]+)/, 'Chrome'], [/Version\/([\d.]+).*Safari/, 'Safari'],
  ] as const) {
    const m = pattern.exec(userAgent);
    if (m) return `${name} ${m[1]}`;
  }
  return userAgent || 'unknown browser';
}

/** The export's `runtime` and `device` for this page. */
export function thisDevice(): Pick<SuiteExport, 'runtime' | 'device'> {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return {
    runtime: browserName(nav.userAgent),
    device: {
      platform: nav.userAgentData?.platform || nav.platform || 'unknown',
      // A page is not told the processor: the calibration stands for it.
      arch: 'unknown',
      cores: nav.hardwareConcurrency || 1,
      model: 'unknown (a browser does not say)',
      crossOriginIsolated: globalThis.crossOriginIsolated === true,
      userAgent: nav.userAgent,
    },
  };
}
