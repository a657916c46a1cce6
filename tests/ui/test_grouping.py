"""Thread grouping: the replies of one mail thread show as one result with a count, expandable by click or key."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionViewItem
from vaultmem_ui.grouping import group_results, thread_key

from vaultmem import Explanation, SearchResult, Session, Snippet

pytestmark = pytest.mark.qt


def result(rank: int, kind: str = "email") -> SearchResult:
    return SearchResult(rank, f"r{rank}#0", f"r{rank}", kind, f"R{rank}", None, 1.0 / rank,
                        Snippet("", (), 0, {}, 0, 0), Explanation(1.0 / rank, "score", "score"))


def test_a_thread_stands_where_its_best_message_ranked() -> None:
    rs = [result(i) for i in range(1, 7)]
    groups = group_results(rs, ["t1", None, "t2", "t1", "t2", "t1"])
    assert [[r.rank for r in g.members] for g in groups] == [[1, 4, 6], [2], [3, 5]]
    assert [g.lead.rank for g in groups] == [1, 2, 3]


def test_thread_keys_come_from_mail_threads_and_chat_conversations() -> None:
    def session(kind: str, **meta: object) -> Session:
        return Session("x#0", kind, "t", "x", None, dict(meta))

    assert thread_key(session("email", thread_id="<a@x>")) == thread_key(session("email", thread_id="<a@x>"))
    assert thread_key(session("email", thread_id="<a@x>")) != thread_key(session("email", thread_id="<b@x>"))
    assert thread_key(session("chat", conversation_id="c1")) is not None
    assert thread_key(session("chat", conversation_id=None)) is None
    assert thread_key(session("note", thread_id="<a@x>")) is None and thread_key(None) is None


def mail(msg_id: str, subject: str, body: str, refs: str = "", day: int = 19) -> str:
    head = f"In-Reply-To: {refs.split()[-1]}\nReferences: {refs}\n" if refs else ""
    return (f"From: Ana <ana@example.com>\nTo: Bo <bo@example.com>\nDate: Mon, {day} Feb 2024 09:12:05 +0100\n"
            f"Subject: {subject}\nMessage-ID: {msg_id}\n{head}\n{body}\n")


def test_a_mail_thread_is_one_row_that_expands(make_window, tmp_path: Path, write_vault, qtbot, type_query) -> None:
    vault = write_vault(tmp_path / "v", {
        "mail/1.eml": mail("<a1@x>", "Boiler", "The boiler leaks again."),
        "mail/2.eml": mail("<a2@x>", "Re: Boiler", "The boiler plumber comes Monday.", "<a1@x>", 20),
        "mail/3.eml": mail("<a3@x>", "Re: Re: Boiler", "Boiler fixed, invoice attached.", "<a1@x> <a2@x>", 21),
        "mail/4.eml": mail("<b1@x>", "Boiler quote", "A boiler quote from another firm."),
        "notes/boiler.md": "# Boiler\n\nBoiler manual and boiler service log.\n",
    })
    w = make_window(vault)
    w.set_ranking_mode("bm25")
    results = type_query(qtbot, w, "boiler")
    assert len(results) == 5
    rows = w.model.rows
    assert len(rows) == 3
    lead = next(r for r in rows if r.group is not None)
    assert sorted(m.path for m in lead.group.members) == ["mail/1.eml", "mail/2.eml", "mail/3.eml"]
    assert lead.result is lead.group.members[0] and lead.result.rank == min(m.rank for m in lead.group.members)
    lead_row = rows.index(lead)
    index = w.model.index(lead_row)
    assert "3 messages in this thread (collapsed)" in index.data(Qt.ItemDataRole.AccessibleTextRole)
    # a click on the count badge expands the thread below its lead
    option = QStyleOptionViewItem()
    option.rect = w.list.visualRect(index)
    badge = w.list.itemDelegate().thread_badge_rect(option)
    qtbot.mouseClick(w.list.viewport(), Qt.MouseButton.LeftButton, pos=badge.center())
    assert len(w.model.rows) == 5
    members = w.model.rows[lead_row + 1:lead_row + 3]
    assert [m.depth for m in members] == [1, 1] and [m.result for m in members] == list(lead.group.members[1:])
    # ← collapses (also from a member row), → expands again
    w.list.setCurrentIndex(w.model.index(lead_row + 2))
    qtbot.keyClick(w.list, Qt.Key.Key_Left)
    assert len(w.model.rows) == 3 and w.list.currentIndex().row() == lead_row
    qtbot.keyClick(w.list, Qt.Key.Key_Right)
    assert len(w.model.rows) == 5
    # a re-run of the query (the index changed elsewhere) keeps the thread open
    with qtbot.waitSignal(w.results_shown, timeout=10_000):
        w._show_results(results, "boiler", keep_selection=True, groups=[replace(g) for g in w.model.groups])
    assert len(w.model.rows) == 5
