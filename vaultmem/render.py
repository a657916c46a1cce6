"""Plain-text rendering of results and explanations for the terminal (one formatter of the shared model).

Everything shown comes from the vault (titles, paths, snippets, certificate evidence), so every line goes out
through ``terminal_safe``.
"""

from __future__ import annotations

from .retrieval.explanation import Explanation, SearchResult
from .terminal import terminal_safe


def render_result(r: SearchResult, explain: bool = False) -> str:
    date = r.date.strftime("%Y-%m-%d") if r.date else "—"
    where = r.snippet.location
    lines = [f"{r.rank:>2}. {_one_line(r.title)}  [{r.kind}]  {date}  score {r.score:.3f}",
             f"    {r.path}{('  › ' + where) if where else ''}",
             f"    {_highlight(r.snippet.text, r.snippet.highlights)}"]
    if explain:
        if r.route:
            lines.append(f"    route: {r.route.mode} (confidence {r.route.confidence:.2f}) "
                         f"[{', '.join(r.route.signals)}]")
        if r.stages:
            lines.append("    rank by stage: " + " → ".join(f"{s.stage} #{s.rank or '–'}" for s in r.stages))
        lines.extend("    " + line for line in render_tree(r.explanation))
        for c in r.certificates:
            lines.append(f"    certificate {c.code}: {c.sentence}")
            lines.extend(f'      evidence: "{_one_line(e.text)}"' for e in c.evidence)
        for a in r.atoms:
            lines.append(f'    atom {a.type} ({a.confidence:.2f}): "{_one_line(a.evidence.text)}"')
    return "\n".join(terminal_safe(line) for line in lines)


def render_tree(node: Explanation, depth: int = 0) -> list[str]:
    line = f"{'  ' * depth}{node.value:+.4f}  {node.code}: {node.description}"
    out = [line]
    for child in node.children:
        out.extend(render_tree(child, depth + 1))
    return out


def _highlight(text: str, spans: tuple[tuple[int, int], ...]) -> str:
    out, pos = [], 0
    for a, b in spans:
        out.append(text[pos:a])
        out.append(f"**{text[a:b]}**")
        pos = b
    out.append(text[pos:])
    return _one_line("".join(out))


def _one_line(text: str) -> str:
    """Text shown on one line: every run of whitespace (line breaks, a manual page's tabs) one space, so a snippet
    reads as prose rather than as tab escapes (``terminal_safe`` shows the rest)."""
    return " ".join(text.split())
