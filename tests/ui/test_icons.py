"""Every kind of session the engine produces has its own colour and its own glyph in the result list."""

from __future__ import annotations

import pytest

from vaultmem.model import KINDS

pytest.importorskip("PySide6")
pytestmark = pytest.mark.qt


def test_every_kind_has_a_colour_and_a_glyph_of_its_own(qapp, monkeypatch: pytest.MonkeyPatch) -> None:
    from vaultmem_ui import icons
    from vaultmem_ui.theme import KIND_COLORS

    assert set(KINDS) <= set(KIND_COLORS)  # a kind added to the engine gets its hue in the app
    assert len({KIND_COLORS[k] for k in KINDS}) == len(KINDS)
    monkeypatch.setattr(icons, "KIND_COLORS", {})  # every glyph on one colour: the shapes alone differ
    shapes = {k: pixels(icons.kind_pixmap.__wrapped__(k, 32)) for k in KINDS}
    assert len(set(shapes.values())) == len(KINDS)  # no kind falls back to another's (a page's) glyph


def pixels(pixmap) -> bytes:
    image = pixmap.toImage()  # held while its bits are copied
    return bytes(image.constBits())
