/**
 * PostCSS plugin for remotes: prefixes every top-level rule of the `utilities` layer with the
 * section's scope class (e.g. `.mfe-account .p-4`). A remote ships its own Tailwind build so it can be
 * redeployed alone; scoping keeps its utilities from re-ordering the shell's ones outside the section,
 * and gives them precedence inside it.
 */
export default function scopeUtilities(scopeClass) {
  const prefix = `.${scopeClass}`;
  const insideUtilities = (node) => {
    for (let p = node.parent; p; p = p.parent) {
      if (p.type === 'rule') return false; // nested rule: its parent gets the prefix
      if (p.type === 'atrule' && p.name === 'layer' && p.params.trim() === 'utilities') return true;
    }
    return false;
  };
  return {
    postcssPlugin: 'pawpals-scope-utilities',
    OnceExit(root) {
      root.walkRules((rule) => {
        if (!insideUtilities(rule)) return;
        rule.selectors = rule.selectors.map((s) => (s.startsWith(prefix) ? s : `${prefix} ${s}`));
      });
    },
  };
}
scopeUtilities.postcss = true;
