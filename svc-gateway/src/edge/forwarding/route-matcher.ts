export interface MatchableRoute {
  method: string;
  path: string;
}

interface CompiledRoute<R extends MatchableRoute> {
  route: R;
  segments: string[];
}

export interface RouteMatch<R extends MatchableRoute> {
  route: R;
  params: Record<string, string>;
}

/**
 * Matches "/api/..." paths against the route table. Literal segments win over :params, so
 * /notifications/unread-count is never taken for /notifications/:id.
 */
export class RouteMatcher<R extends MatchableRoute> {
  private readonly compiled: CompiledRoute<R>[];

  constructor(routes: R[]) {
    this.compiled = routes
      .map((route) => ({ route, segments: split(route.path) }))
      .sort((a, b) => specificity(b.segments) - specificity(a.segments));
  }

  match(method: string, apiPath: string): RouteMatch<R> | 'method_not_allowed' | undefined {
    const parts = split(apiPath);
    let pathMatched = false;
    for (const { route, segments } of this.compiled) {
      const params = matchSegments(segments, parts);
      if (!params) continue;
      pathMatched = true;
      if (route.method === method.toUpperCase()) return { route, params };
    }
    return pathMatched ? 'method_not_allowed' : undefined;
  }
}

const split = (path: string) => path.split('/').filter(Boolean);
const specificity = (segments: string[]) =>
  segments.reduce((score, s, i) => score + (s.startsWith(':') ? 0 : 2 ** (10 - i)), segments.length * 4096);

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | undefined {
  if (pattern.length !== parts.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith(':')) {
      try {
        params[pattern[i].slice(1)] = decodeURIComponent(parts[i]);
      } catch {
        return undefined;
      }
    } else if (pattern[i] !== parts[i]) return undefined;
  }
  return params;
}
