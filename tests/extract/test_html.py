from __future__ import annotations

from datetime import datetime

PAGE = """<!DOCTYPE html>
<html lang="en"><head><title>Boiler  service
 notes</title><meta name="viewport" content="width=device-width">
<meta name="dcterms.created" content="2024-02-03T10:00:00"><style>h1 { color: red }</style></head>
<body>
<nav><ul><li><a href="/">Home</a></li><li><a href="/blog">Blog</a></li></ul></nav>
<div class="sidebar" role="navigation"><div><h3>Related pages</h3><p>Sidebar text</p></div><img role="navigation" src="x.png"></div>
<h1>Boiler</h1>
<p>Serviced by <b>Ann Pollard</b> on Tuesday.<br>Guarantee ref <code>WB-10Y-7731</code>.</p>
<h2>Parts
 replaced</h2>
<ul><li>diverter valve</li><li></li><li>fan &amp; seal</li></ul>
<h2>Costs</h2><table><tr><th>part</th><th>price</th></tr><tr><td>valve</td><td>&pound;120</td></tr></table>
<script>track("visit")</script>
</body></html>"""


def test_a_page_is_a_note_of_heading_sections(extract):
    (page,) = extract("saved/boiler.html", PAGE).sessions
    assert page.kind == "note" and page.title == "Boiler service notes"
    assert page.date == datetime(2024, 2, 3, 10, 0)  # the date its meta states, not the file's
    assert [c.metadata["heading_path"] for c in page.chunks] == [["Boiler"], ["Boiler", "Parts replaced"],
                                                                  ["Boiler", "Costs"]]
    assert "Serviced by Ann Pollard on Tuesday.\nGuarantee ref WB-10Y-7731." in page.chunks[0].text
    assert "- fan & seal" in page.chunks[1].text and "\n-\n" not in page.text  # an empty item is no line
    assert "valve £120" in page.chunks[2].text
    for chrome in ("Home", "Blog", "Sidebar", "Related", "track", "color"):  # navigation, scripts, styles
        assert chrome not in page.text


def test_a_page_without_title_or_date_and_a_page_found_by_its_doctype(extract):
    (bare,) = extract("notes/plain.htm", "<h2>Intro</h2><p>Hello <i>there</i></p><h1>Main</h1><p>body</p>").sessions
    assert bare.title == "Main" and bare.date == datetime(2024, 6, 1, 12, 0)  # first h1; the file's time
    (unnamed,) = extract("export/page", "  <!doctype HTML><p>Kitchen tiles: matte porcelain</p>").sessions
    assert unnamed.title == "page" and unnamed.text == "Kitchen tiles: matte porcelain"
    assert extract("empty.html", "<html><script>x()</script></html>").sessions == ()


def test_broken_html_keeps_its_text(extract):
    (page,) = extract("b.html", "<p>one<div role='search'><p>find</p></span>two</p><h2>open heading<p>three").sessions
    assert "one" in page.text and "find" not in page.text
    (page,) = extract("d.html", "<title>Real</title><svg><title>icon</title></svg><h2>open<p>a\nb<br>c").sessions
    assert page.title == "Real"  # an inline icon's title is not the page's
    assert page.text == "## open\n\na\nb\nc"  # the unclosed heading ends at the next block
    # an unclosed navigation region runs to the end of the page: none of it is text
    assert extract("c.html", "<div role=navigation><p>menu<h1>Lost?</h1>").sessions == ()


def test_a_pages_words_are_not_taken_as_the_owners(extract):
    (page,) = extract("saved/article.html", "<h1>Moving house</h1><p>I have three kids and a dog.</p>").sessions
    assert not any(c.user_authored for c in page.chunks)


def test_a_numbered_documents_outline_numbers_are_not_heading_words(extract):
    html = ("<title>5. Data Structures</title><h1>5. Data Structures</h1><p>12 eggs</p>"
            "<h2>5.1.3. List Comprehensions</h2><p>[x for x in y]</p><h2>2024 budget</h2><p>tight</p>")
    (page,) = extract("tutorial/datastructures.html", html).sessions
    assert page.title == "Data Structures"
    assert [c.metadata["heading_path"] for c in page.chunks] == [
        ["Data Structures"], ["Data Structures", "List Comprehensions"], ["Data Structures", "2024 budget"]]
    assert "12 eggs" in page.text  # a paragraph keeps its leading number
