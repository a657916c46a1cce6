"""Build Desmond's vault from scratch: writes ../vault/ deterministically (stdlib only)."""
import os
import shutil
import sys

sys.dont_write_bytecode = True
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import content_notes  # noqa: E402
import content_mail  # noqa: E402
import content_cal  # noqa: E402
import content_chat  # noqa: E402

VAULT = os.path.join(os.path.dirname(HERE), "vault")


def write(rel, data):
    path = os.path.join(VAULT, rel)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)


def main():
    if os.path.isdir(VAULT):
        shutil.rmtree(VAULT)
    os.makedirs(VAULT)
    for rel, text in content_notes.NOTES.items():
        write(rel, text)
    for rel, data in content_mail.MAILS.items():
        write(rel, data)
    write(content_mail.MBOX_PATH, content_mail.MBOX_TEXT)
    for rel, data in content_cal.CALS.items():
        write(rel, data)
    write("chats/chatgpt/conversations.json", content_chat.CONVERSATIONS_JSON)
    write("chats/assistant/breakfast-ideas.json", content_chat.BREAKFAST_JSON)
    write("chats/assistant/master-key-explainer.json", content_chat.MASTERKEY_JSON)
    write("chats/quick_questions.jsonl", content_chat.QUICK_JSONL)
    write("chats/whatsapp/WhatsApp Chat with Reid lot.txt", content_chat.WHATSAPP_TXT)
    n = sum(len(fs) for _, _, fs in os.walk(VAULT))
    print("wrote %d files to %s" % (n, VAULT))


if __name__ == "__main__":
    main()
