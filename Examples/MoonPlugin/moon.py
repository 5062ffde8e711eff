#!/usr/bin/python3
"""A Mosaic plugin in Python with nothing but the standard library: `mosaic moon [DATE] [--days N] [--ascii]`,
`mosaic open mosaic://moon/DATE` and, in `mosaic ui`, a Moon tab (the week ahead, and how long to the next full
moon as an item's action). The protocol is docs/plugins.md: 4-byte big-endian length, then JSON."""
import datetime
import json
import os
import struct
import sys

# Standard output carries frames only: keep it aside and send stray prints to standard error (the plugin's log).
CHANNEL = os.fdopen(os.dup(1), "wb")
os.dup2(2, 1)
MAXIMUM_FRAME = 1 << 20

NAMES = {
    "en": ["New moon", "Waxing crescent", "First quarter", "Waxing gibbous", "Full moon", "Waning gibbous",
           "Last quarter", "Waning crescent"],
    "de": ["Neumond", "Zunehmende Sichel", "Erstes Viertel", "Zunehmender Mond", "Vollmond", "Abnehmender Mond",
           "Letztes Viertel", "Abnehmende Sichel"],
}
SYMBOLS = ["🌑", "🌒", "🌓", "🌔", "🌕", "🌖", "🌗", "🌘"]
SYNODIC_MONTH = 29.530588853
KNOWN_NEW_MOON = datetime.datetime(2000, 1, 6, 18, 14)


def read_frame():
    head = sys.stdin.buffer.read(4)
    if len(head) < 4:
        sys.exit(0)
    length = struct.unpack(">I", head)[0]
    if length == 0 or length > MAXIMUM_FRAME:
        sys.exit(65)
    return json.loads(sys.stdin.buffer.read(length))


def send(message):
    body = json.dumps(message).encode()
    CHANNEL.write(struct.pack(">I", len(body)) + body)
    CHANNEL.flush()


def phase(day):
    age = ((datetime.datetime(day.year, day.month, day.day, 12) - KNOWN_NEW_MOON).total_seconds() / 86400) % SYNODIC_MONTH
    return int((age / SYNODIC_MONTH) * 8 + 0.5) % 8, age


def parse_day(text, language):
    if not text:
        return datetime.date.today()
    try:
        return datetime.date.fromisoformat(text)
    except ValueError:
        raise ValueError({"en": f"'{text[:40]}' is not a date; write it as YYYY-MM-DD, like 2026-11-26.",
                          "de": f"'{text[:40]}' ist kein Datum; schreibe es als JJJJ-MM-TT, etwa 2026-11-26."}[language])


def output(start, days, ascii_only, language):
    lines = []
    for offset in range(days):
        day = start + datetime.timedelta(days=offset)
        index, age = phase(day)
        mark = f"[{index}]" if ascii_only else SYMBOLS[index]
        lines.append(f"{day.isoformat()}  {mark}  {NAMES[language][index]} ({age:.1f} d)")
    title = {"en": "Moon phase", "de": "Mondphase"}[language]
    return {"title": title, "lines": lines}


def next_full_moon(start):
    for offset in range(31):
        day = start + datetime.timedelta(days=offset)
        if phase(day)[0] == 4:
            return offset, day
    return 0, start


def tab(language):
    """The Moon tab (protocol 2): the week ahead, each day linking to its route, and the next full moon."""
    today = datetime.date.today()
    items = [{"id": "week", "kind": "heading", "title": {"en": "The week ahead", "de": "Die nächste Woche"}[language]}]
    for offset in range(7):
        day = today + datetime.timedelta(days=offset)
        index, age = phase(day)
        items.append({"id": day.isoformat(), "kind": "entry", "title": f"{day.isoformat()}  {SYMBOLS[index]}",
                      "detail": f"{NAMES[language][index]} ({age:.1f} d)", "url": f"mosaic://moon/{day.isoformat()}"})
    items.append({"id": "full", "kind": "entry", "title": {"en": "Next full moon", "de": "Nächster Vollmond"}[language],
                  "actions": [{"id": "countdown", "title": {"en": "How long?", "de": "Wie lange?"}[language]}]})
    return items


def answer(request, language):
    kind = request["type"]
    if kind == "run":
        arguments = request.get("arguments") or []
        options = request.get("options") or {}
        days_text = options.get("days", "1")
        if not days_text.isdigit() or not 1 <= int(days_text) <= 31:
            raise ValueError({"en": f"--days is '{days_text[:20]}', which is not from 1 to 31; pass a number in that range.",
                              "de": f"--days ist '{days_text[:20]}' und liegt nicht zwischen 1 und 31; gib eine solche Zahl an."}[language])
        start = parse_day(arguments[0] if arguments else None, language)
        return {"type": "output", "output": output(start, int(days_text), "ascii" in (request.get("flags") or []), language)}
    if kind == "route":
        start = parse_day((request.get("parameters") or {}).get("date"), language)
        return {"type": "output", "output": output(start, 1, False, language)}
    if kind == "tab":
        return {"type": "items", "items": tab(language)}
    if kind == "action":
        if request.get("action") != "countdown":
            return {"type": "done"}
        days, day = next_full_moon(datetime.date.today())
        if days == 0:
            return {"type": "done", "message": {"en": "The moon is full today.", "de": "Heute ist Vollmond."}[language]}
        return {"type": "done", "message": {
            "en": f"The next full moon is in {days} days, on {day.isoformat()}.",
            "de": f"Der nächste Vollmond ist in {days} Tagen, am {day.isoformat()}."}[language]}
    raise ValueError(f"unknown request '{kind}'")


def main():
    language = "en"
    while True:
        request = read_frame()
        if request.get("type") == "hello":
            language = "de" if request.get("language") == "de" else "en"
            shared = {1, 2} & set(request.get("protocols") or [])
            if not shared:
                send({"type": "error", "id": 0, "message": "This plugin speaks protocols 1 and 2 only."})
                return
            send({"type": "hello", "id": 0, "protocol": max(shared), "plugin": "moon", "version": "1.0.0"})
            continue
        if request.get("type") == "shutdown":
            send({"type": "done", "id": request["id"]})
            return
        try:
            reply = answer(request, language)
        except ValueError as error:
            reply = {"type": "error", "message": str(error)}
        reply["id"] = request["id"]
        send(reply)


if __name__ == "__main__":
    main()
