// The Content-Security-Policy of a built page (issue 11): only the app's own files, the
// WebAssembly it compiles, and the inline scripts and styles the build wrote, each allowed
// by its SHA-256 hash. Used by pwa.mjs (dist/index.html) and single-file.mjs (the
// single-file edition, where everything is inline).

import { createHash } from 'node:crypto';

/** The base64 SHA-256 source expression of an inline block's text. */
function hashOf(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Hashes of the contents of every inline `<tag>` (no `src` attribute) in `html`. */
function inlineHashes(html, tag) {
  const pattern = new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)].map((m) => hashOf(m[1]));
}

/** The policy for `html`'s inline scripts and styles. */
export function policyFor(html) {
  const scripts = inlineHashes(html, 'script');
  const styles = inlineHashes(html, 'style');
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scripts.join(' ')}`.trim(),
    `style-src 'self' ${styles.join(' ')}`.trim(),
    // Leptos sets `style` attributes (the dice animation's speed, map zoom).
    "style-src-attr 'unsafe-inline'",
    // An imported board's picture is shown from its stored copy (a blob: URL, issue 40).
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * `html` with its policy in a meta tag right after the charset (any older one replaced),
 * minified or not; a page without a charset tag is refused, so a build never ships without
 * its policy.
 */
export function withPolicy(html) {
  const bare = html.replace(/\s*<meta http-equiv=["']?Content-Security-Policy["']?[^>]*>/i, '');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policyFor(bare)}" />`;
  const charset = /(<meta charset=["']?utf-8["']?\s*\/?>)/i;
  if (!charset.test(bare)) throw new Error('csp: the page has no <meta charset="utf-8"> to put the policy after');
  return bare.replace(charset, `$1\n    ${meta}`);
}
