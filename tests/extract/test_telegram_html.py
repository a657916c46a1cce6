"""Telegram Desktop's HTML chat export: a conversation of dated messages by named senders, titled by the chat; any
other HTML page stays a page."""

from __future__ import annotations

from datetime import datetime

# The shape Telegram Desktop writes (abridged: its head, user pictures and links to css/js left out where the
# reader needs none of them)
PAGE = """<!DOCTYPE html>
<html>
 <head>
  <meta charset="utf-8"/>
<title>Exported Data</title>
  <link href="css/style.css" rel="stylesheet"/>
 </head>
 <body onload="CheckLocation();">
  <div class="page_wrap">
   <div class="page_header">
    <div class="content">
     <div class="text bold">
Marta Carvalho
     </div>
    </div>
   </div>
   <div class="page_body chat_page">
    <div class="history">
     <div class="message service" id="message-1">
      <div class="body details">
3 May 2024
      </div>
     </div>
     <div class="message default clearfix" id="message101">
      <div class="pull_left userpic_wrap">
       <div class="userpic userpic5" style="width: 42px; height: 42px">
        <div class="initials" style="line-height: 42px">
M
        </div>
       </div>
      </div>
      <div class="body">
       <div class="pull_right date details" title="03.05.2024 14:15:22 UTC+02:00">
14:15
       </div>
       <div class="from_name">
Marta Carvalho
       </div>
       <div class="text">
The vet moved Bolacha&#39;s jab to <strong>Friday</strong><br>at 9:40, the clinic on Rue Garibaldi
       </div>
      </div>
     </div>
     <div class="message default clearfix joined" id="message102">
      <div class="body">
       <div class="pull_right date details" title="03.05.2024 14:16:01 UTC+02:00">
14:16
       </div>
       <div class="text">
bring the vaccination booklet
       </div>
      </div>
     </div>
     <div class="message default clearfix joined" id="message103">
      <div class="body">
       <div class="pull_right date details" title="03.05.2024 14:16:30 UTC+02:00">
14:16
       </div>
       <div class="media_wrap clearfix">
        <div class="media clearfix pull_left media_photo">
         <div class="body">
          <div class="title bold">
Photo
          </div>
         </div>
        </div>
       </div>
      </div>
     </div>
     <div class="message default clearfix" id="message104">
      <div class="body">
       <div class="pull_right date details" title="04.05.2024 08:02:11 UTC+02:00">
08:02
       </div>
       <div class="from_name">
Inês
       </div>
       <div class="reply_to details">
In reply to <a href="#go_to_message101" onclick="return GoToMessage(101)">this message</a>
       </div>
       <div class="text">
ok, I&#39;ll take her &amp; the booklet
       </div>
      </div>
     </div>
     <div class="message default clearfix" id="message105">
      <div class="body">
       <div class="pull_right date details" title="04.05.2024 08:05:00 UTC+02:00">
08:05
       </div>
       <div class="from_name">
Inês
       </div>
       <div class="forwarded body">
        <div class="from_name">
Clinique Vétérinaire <span class="date details" title="02.05.2024 17:00:00 UTC+02:00"> 02.05.2024 17:00:00</span>
        </div>
        <div class="text">
Rappel : vaccin annuel
        </div>
       </div>
      </div>
     </div>
    </div>
   </div>
  </div>
 </body>
</html>
"""


def test_a_telegram_html_export_is_a_conversation_of_dated_messages(extract):
    result = extract("chats/ChatExport_2024-05-04/messages.html", PAGE)
    (chat,) = result.sessions
    assert not result.problems
    assert chat.kind == "chat" and chat.title == "Marta Carvalho"
    assert chat.metadata["format"] == "telegram-html"
    texts = [c.text for c in chat.chunks]
    assert texts == ["The vet moved Bolacha's jab to Friday\nat 9:40, the clinic on Rue Garibaldi",
                     "bring the vaccination booklet", "ok, I'll take her & the booklet", "Rappel : vaccin annuel"]
    # a joined message is its sender's above; a reply and a forward are their sender's, not the quoted author's
    assert [c.metadata["role"] for c in chat.chunks] == ["marta carvalho", "marta carvalho", "inês", "inês"]
    assert chat.date == datetime(2024, 5, 3, 14, 15, 22)  # the first message's time, not the file's
    assert chat.chunks[2].metadata["time"] == "2024-05-04T08:02:11"
    assert "In reply to" not in chat.text and "Photo" not in chat.text and "3 May 2024" not in chat.text


def test_an_export_page_with_no_message_in_words_stays_a_page(extract):
    photos_only = PAGE.replace('<div class="text">', '<div class="caption">')
    (page,) = extract("messages.html", photos_only).sessions
    assert page.kind == "note" and "Marta Carvalho" in page.text
