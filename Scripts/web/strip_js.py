"""Writes page-control.js as a page downloads it: `python3 Scripts/web/strip_js.py SOURCE OUTPUT` drops the lines
that are only a `//` comment, the blank lines and each line's indentation, and keeps everything else as written (no
renaming, nothing rewritten inside a line). Safe for Web/page-control.js because its one multi-line template literal
(the style sheet, `STYLE`) has no indented or comment-like lines; the browser tests compare the element's style with
the server's, so a change that broke this would show.
"""
import sys

source, output = sys.argv[1], sys.argv[2]
with open(source, encoding="utf-8") as file:
    lines = [line.strip() for line in file.read().split("\n")]
kept = [line for line in lines if line and not line.startswith("//")]
with open(output, "w", encoding="utf-8") as file:
    file.write("// <page-control> (PageControlKit): see page-control.d.ts and Guides/Web.md.\n" + "\n".join(kept) + "\n")
