from __future__ import annotations

PY = '''"""Module doc."""
import os
from pathlib import Path


# helper comment travels with the function
@cache
def load(path):
    return Path(path).read_text()


class Store:
    def get(self):
        return 1
'''


def test_python_chunks_at_symbols_with_lead_in_comments(extract):
    (code,) = extract("tools/store.py", PY, chunk_target_chars=60).sessions
    assert code.kind == "code" and code.metadata["language"] == "python"
    symbols = [c.metadata["symbol"] for c in code.chunks]
    assert symbols == ["<imports>", "load", "Store"]
    load = code.chunks[1]
    assert load.text.startswith("# helper comment") and "@cache" in load.text
    assert (load.metadata["line_start"], load.metadata["line_end"]) == (6, 9)


def test_sample_code_and_other_languages(sample, extract):
    (calc,) = sample("code/sourdough_calc.py").sessions
    assert "ingredients" in " ".join(c.text for c in calc.chunks)
    go = "package main\n\nimport \"fmt\"\n\nfunc main() {\n\tfmt.Println(1)\n}\n\ntype Loaf struct{}\n"
    (g,) = extract("main.go", go, chunk_target_chars=20).sessions
    assert [c.metadata["symbol"] for c in g.chunks] == ["<imports>", "main", "Loaf"]
    js = "import x from 'y'\n\nexport async function bake() {}\n\nconst rest = () => 1\n"
    assert [c.metadata["symbol"] for c in extract("a.js", js, chunk_target_chars=25).sessions[0].chunks] == \
        ["<imports>", "bake", "rest"]


def test_shebang_sniffing_and_long_lines(extract):
    assert extract("bin/backup", "#!/usr/bin/env bash\nrsync -a ~/vault /mnt/b\n").extractor == "code"
    long_line = "x" * 300_000 + "(\n"
    result = extract("min.c", long_line, chunk_target_chars=1000)
    assert max(len(c.text) for c in result.sessions[0].chunks) <= 2000
