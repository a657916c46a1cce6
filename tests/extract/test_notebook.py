"""Jupyter notebooks (.ipynb): a document session of the cells in order, markdown as text, code fenced in the
notebook's language, what a cell printed or returned after it; pictures left out; broken JSON is a problem."""

from __future__ import annotations

import json

NOTEBOOK = {
    "metadata": {"kernelspec": {"language": "python", "name": "python3"}},
    "nbformat": 4,
    "cells": [
        {"cell_type": "markdown", "source": ["# Boiler efficiency\n", "\n", "Readings from the **winter** quarter."]},
        {"cell_type": "code", "source": "gas = [412, 388, 401]\nprint(sum(gas) / 3)",
         "outputs": [{"output_type": "stream", "name": "stdout", "text": ["400.3333333333333\n"]}]},
        {"cell_type": "markdown", "source": "## Plot"},
        {"cell_type": "code", "source": "s = '```'\nplot(gas)",
         "outputs": [{"output_type": "display_data", "data": {"image/png": "iVBORw0KGgo=" * 50,
                                                               "text/plain": ["<Figure size 640x480>"]}},
                     {"output_type": "execute_result", "data": {"text/plain": "x" * 5000}}]},
    ],
}


def test_a_notebook_is_a_document_of_its_cells(extract):
    (nb,) = extract("analysis/boiler.ipynb", json.dumps(NOTEBOOK)).sessions
    assert nb.kind == "document" and nb.title == "Boiler efficiency"
    assert nb.metadata == {"format": "ipynb", "language": "python"}
    sections = list(dict.fromkeys(tuple(c.metadata["heading_path"]) for c in nb.chunks))
    assert sections == [("Boiler efficiency",), ("Boiler efficiency", "Plot")]
    assert "```python\ngas = [412, 388, 401]" in nb.text and "400.3333333333333" in nb.text  # what it printed
    assert "````python\ns = '```'" in nb.text  # a fence longer than the code's own backticks
    assert "iVBOR" not in nb.text and "<Figure size 640x480>" in nb.text  # a picture by its text form only
    assert "x" * 2000 in nb.text and "x" * 2001 not in nb.text  # a long result is cut


def test_a_broken_notebook_is_a_problem(extract):
    assert extract("x.ipynb", '{"cells": [').problems[0].kind == "parse"
    assert extract("x.ipynb", '{"metadata": {}}').problems[0].kind == "parse"
