/**
 * The colour and font style a TextMate theme gives a token, from the token's scopes.
 *
 * A grammar's scopes do not depend on the theme, so a snippet is tokenized once and each theme styles the
 * tokens afterwards. The rule is the tokenizer's own: walking the scopes from the outermost, each scope the
 * theme has a rule for replaces the colour (when the rule sets one) and the font style (when it sets one)
 * of the scopes around it; the theme's defaults are the start.
 */
import { Theme } from 'shiki/textmate';
import type { ThemeRegistrationResolved } from 'shiki/core';

export interface ScopeStyle {
  /** `#RRGGBB[AA]` as the theme writes it. */
  color: string;
  /** TextMate font style bits: 1 italic, 2 bold, 4 underline, 8 strikethrough. */
  fontStyle: number;
}

/** A scope and the ones around it, as the theme's matcher reads them (innermost first through `parent`). */
interface ScopePath {
  parent: ScopePath | null;
  scopeName: string;
}

/** One node per scope path seen: its style, and the paths one scope deeper. */
interface TrieNode {
  path: ScopePath | null;
  fontStyle: number;
  foregroundId: number;
  children: Map<string, TrieNode>;
}

export class ScopeStyles {
  private readonly theme: Theme;
  private readonly colors: string[];
  private readonly root: TrieNode;
  private readonly replacements: Record<string, string>;

  constructor(resolved: ThemeRegistrationResolved) {
    this.theme = Theme.createFromRawTheme(resolved);
    this.colors = this.theme.getColorMap();
    this.replacements = resolved.colorReplacements ?? {};
    const defaults = this.theme.getDefaults();
    this.root = { path: null, fontStyle: defaults.fontStyle, foregroundId: defaults.foregroundId, children: new Map() };
  }

  /** The style of a token whose scopes are `scopes`, outermost first. */
  of(scopes: readonly string[]): ScopeStyle {
    let node = this.root;
    for (const scope of scopes) node = node.children.get(scope) ?? this.push(node, scope);
    const color = this.colors[node.foregroundId] ?? '';
    return { color: this.replacements[color.toLowerCase()] ?? color, fontStyle: node.fontStyle };
  }

  private push(parent: TrieNode, scopeName: string): TrieNode {
    const path: ScopePath = { parent: parent.path, scopeName };
    // The matcher reads only the scope names along `parent`: a plain path serves for its own stack type.
    const match = this.theme.match(path as Parameters<Theme['match']>[0]);
    const node: TrieNode = {
      path,
      fontStyle: match && match.fontStyle !== -1 ? match.fontStyle : parent.fontStyle,
      foregroundId: match && match.foregroundId !== 0 ? match.foregroundId : parent.foregroundId,
      children: new Map(),
    };
    parent.children.set(scopeName, node);
    return node;
  }
}
