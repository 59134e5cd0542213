"""Writes page-control.js as a page downloads it: `python3 Scripts/web/minify_js.py SOURCE OUTPUT`.

The glue is written to be read (Web/page-control.js); what a page downloads is the same program, shorter:
- no comments, and no white space but what separates two tokens: a space between two words (`const x`,
  `a + +b`), and a line break where the source had one and a semicolon could be inserted there (the break is kept
  unless the token before it cannot end a statement, `{ ( [ , ; : ? =` and the operators, or the token after it
  cannot begin one, `} ) ] , ; . ?. : ? && || ??`), so automatic semicolon insertion reads the program as before;
- the class's private names (`#handle`) and the file's own bindings (`const frame`, a parameter `shape`) renamed
  to the shortest names not used in the file, the most used first. A name is renamed everywhere it occurs or
  nowhere. It is left as it is when it is ever a property (after `.` or `?.`, a key or shorthand in an object or
  a pattern, a member of a class), exported, never bound in the file (`document`, `wasm.memory`'s `memory`), or the
  name of a browser global (`name`, `scroll`: renaming by name would rename the global's uses too): then it may be
  a name the page or the platform knows. `import` declarations and exports of lists, patterns or several names are
  refused, since their names would need keeping by rules this script does not have.

A `/` begins a regular expression where an expression may begin (after an operator, a keyword such as `return`,
the `)` of an `if` or `while`, a block's `}`) and divides elsewhere; line breaks are `\n`, `\r`, U+2028 and U+2029.
Template literals and strings are kept byte for byte (the style sheet `STYLE` is compared with the server's by the
browser tests), and the names inside a template's `${…}` are renamed with the others. The output is tokenized again
and must give the same tokens (after renaming), or the script fails: a separator it left out would show there.
With `--exports MAP` (the names `wasm-opt --minify-imports-and-exports` printed, a line `pc_frame => A` each), the
module's exports are called by their short names too: a member named in MAP after `wasm.` or `exports.` (the glue
reaches the module's exports only through those two) is renamed, and a member named in MAP left anywhere else fails
the script, since the module no longer has it.

Needs only Python 3. `Tests/Web/test_minify_js.py` checks it.
"""
import re
import sys

KEYWORDS = set("""await break case catch class const continue debugger default delete do else enum export extends
false finally for function if import in instanceof let new null of return static super switch this throw true try
typeof var void while with yield async get set undefined NaN Infinity arguments eval""".split())
# Names of the browser's globals: a binding of one of them keeps its name, since renaming is by name over the
# whole file and would rename the global's uses too (the glue binds `name` and `scroll` locally).
GLOBALS = set("""document window self globalThis console fetch URL TextDecoder TextEncoder WebAssembly Float64Array
Uint8Array Array Object Number String Boolean Math JSON Promise Map Set WeakMap Symbol Error CSS Element HTMLElement
CustomEvent ResizeObserver MutationObserver OffscreenCanvas customElements matchMedia getComputedStyle
addEventListener removeEventListener requestAnimationFrame cancelAnimationFrame parseFloat parseInt isNaN
setTimeout clearTimeout queueMicrotask navigator location performance Date RegExp Intl Reflect Proxy BigInt
TypeError RangeError Response Request Event Node Text Image Blob File crypto history screen origin status top parent
frames opener closed open close stop focus blur print find scroll scrollTo scrollBy scrollX scrollY event name
length external caches indexedDB localStorage sessionStorage visualViewport innerWidth innerHeight devicePixelRatio
alert confirm prompt atob btoa structuredClone reportError""".split())
PUNCTUATORS = sorted(""">>>= ... === !== **= <<= >>= >>> &&= ||= ??= => == != <= >= && || ?? ?. ++ -- += -= *= /= %=
&= |= ^= ** << >> { } ( ) [ ] ; , < > + - * / % & | ^ ! ~ ? : = . @""".split(), key=len, reverse=True)
# After these a line break cannot end a statement, and before these it cannot begin one: the break can go.
NO_BREAK_AFTER = set("{ ( [ , ; : ? = => && || ?? + - * / % ** & | ^ ! ~ < > <= >= == != === !== << >> >>> += -= *= "
                     "/= %= &= |= ^= **= <<= >>= >>>= &&= ||= ??= . ?. ...".split())
NO_BREAK_BEFORE = set("} ) ] , ; . ?. : ? && || ??".split())
# After these a `/` begins a regular expression rather than a division.
REGEX_AFTER_WORDS = {"return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do",
                     "else", "yield", "await"}
# Line terminators: a line break for automatic semicolon insertion, the end of a `//` comment.
LINE_BREAKS = "\n\r\u2028\u2029"
# After these words a `{` opens an object (or a pattern), not a block.
OBJECT_AFTER_WORDS = {"return", "const", "let", "var", "of", "in", "yield", "await", "case", "throw", "typeof", "void",
                      "delete", "default", "new", "instanceof"}
# A character that cannot touch another such without a space between them.
WORD_CHARACTER = re.compile(r"[\w$#\\]")
WORD = re.compile(r"[A-Za-z_$][\w$]*")
NUMBER = re.compile(r"(?:0[xXbBoO][\da-fA-F_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d+)?)n?")


class Token:
    """One token: its kind (`word`, `private`, `number`, `string`, `template`, `regex`, `punct`), its text, and
    whether a line break came before it."""

    def __init__(self, kind, text, breaks):
        self.kind, self.text, self.breaks = kind, text, breaks

    def __repr__(self):
        return f"{self.kind}:{self.text}"


class MinifyError(Exception):
    pass


def tokenize(source):
    """The tokens of `source`, comments and white space left out. A template literal is a `template` token up to
    each `${` and from each `}` that closes one, with the tokens of the expressions between."""
    # `brackets`: what each open bracket opens ("${" a template's substitution, "(head" the condition of an `if`,
    # `while`, `for` or `with`, "{block" or "{object"); `closed`: what the last closing bracket closed.
    tokens, brackets, i, breaks, closed = [], [], 0, False, None
    n = len(source)

    def line_and_column(at):
        line = source.count("\n", 0, at) + 1
        return f"{line}:{at - (source.rfind(chr(10), 0, at) + 1) + 1}"

    def template_from(start):
        # Scans a template's text from `start` (just after "`" or the "}" that closes a substitution); returns the
        # index after the piece and whether a substitution follows.
        j = start
        while j < n:
            c = source[j]
            if c == "\\":
                j += 2
            elif c == "`":
                return j + 1, False
            elif c == "$" and j + 1 < n and source[j + 1] == "{":
                return j + 2, True
            else:
                j += 1
        raise MinifyError(f"unterminated template literal at {line_and_column(start)}")

    while i < n:
        c = source[i]
        if c in " \t\ufeff" or c in LINE_BREAKS:
            breaks |= c in LINE_BREAKS
            i += 1
            continue
        if source.startswith("//", i):
            while i < n and source[i] not in LINE_BREAKS:
                i += 1
            continue
        if source.startswith("/*", i):
            end = source.find("*/", i + 2)
            if end < 0:
                raise MinifyError(f"unterminated comment at {line_and_column(i)}")
            breaks |= any(c in LINE_BREAKS for c in source[i:end])
            i = end + 2
            continue
        start = i
        if c in "'\"":
            j = i + 1
            while j < n and source[j] != c:
                if source[j] in LINE_BREAKS:
                    raise MinifyError(f"line break in a string at {line_and_column(i)}")
                j += 2 if source[j] == "\\" else 1
            if j >= n:
                raise MinifyError(f"unterminated string at {line_and_column(i)}")
            i = j + 1
            tokens.append(Token("string", source[start:i], breaks))
        elif c == "`" or (c == "}" and brackets and brackets[-1] == "${"):
            if c == "}":
                brackets.pop()
            i, substitution = template_from(i + 1)
            if substitution:
                brackets.append("${")
            tokens.append(Token("template", source[start:i], breaks))
        elif c == "/" and regex_may_follow(tokens, closed):
            j, in_class = i + 1, False
            while in_class or source[j:j + 1] != "/":
                if j >= n or source[j] in LINE_BREAKS:
                    raise MinifyError(f"unterminated regular expression at {line_and_column(i)}")
                if source[j] == "\\":
                    j += 1
                elif source[j] == "[":
                    in_class = True
                elif source[j] == "]":
                    in_class = False
                j += 1
            j += 1
            while j < n and (source[j].isalnum() or source[j] == "_"):
                j += 1
            i = j
            tokens.append(Token("regex", source[start:i], breaks))
        elif c == "#" and i + 1 < n and WORD.match(source, i + 1):
            i = WORD.match(source, i + 1).end()
            tokens.append(Token("private", source[start:i], breaks))
        elif WORD.match(source, i):
            i = WORD.match(source, i).end()
            tokens.append(Token("word", source[start:i], breaks))
        elif c.isdigit() or (c == "." and i + 1 < n and source[i + 1].isdigit()):
            i = NUMBER.match(source, i).end()
            tokens.append(Token("number", source[start:i], breaks))
        else:
            punct = next((p for p in PUNCTUATORS if source.startswith(p, i) and not (
                p == "?." and i + 2 < n and source[i + 2].isdigit())), None)
            if punct is None:
                raise MinifyError(f"unexpected {c!r} at {line_and_column(i)}")
            if punct in "([{":
                if punct == "(":
                    head = tokens and tokens[-1].kind == "word" and tokens[-1].text in ("if", "while", "for", "with")
                    brackets.append("(head" if head else "(")
                else:
                    brackets.append("{" + brace_kind(tokens[-1] if tokens else None) if punct == "{" else punct)
            elif punct in ")]}":
                if not brackets or brackets[-1][0] != {")": "(", "]": "[", "}": "{"}[punct]:
                    raise MinifyError(f"unbalanced {punct!r} at {line_and_column(i)}")
                closed = brackets.pop()
            i += len(punct)
            tokens.append(Token("punct", punct, breaks))
        breaks = False
    if brackets:
        raise MinifyError("unbalanced brackets at the end of the file")
    return tokens


def regex_may_follow(tokens, closed):
    """Whether a `/` here begins a regular expression: at the start, after an operator or a keyword that takes an
    expression, after the `)` of an `if`, `while`, `for` or `with` and after the `}` of a block; otherwise (after a
    name, a number, another `)` or `]`, an object's `}`, `++` or `--`) it divides."""
    if not tokens:
        return True
    last = tokens[-1]
    if last.text == ")":
        return closed == "(head"
    if last.text == "}":
        return closed == "{block"
    if last.kind == "punct":
        return last.text not in ("]", "++", "--")
    if last.kind == "template":
        return last.text.endswith("${")
    return last.kind == "word" and last.text in REGEX_AFTER_WORDS


def brace_kind(before):
    """What a `{` after the token `before` (None at the start) opens: `object` (an object literal or a pattern)
    after `(`, `[`, `,`, `=`, `:`, `?`, an operator or a word that takes an expression (`return`, `const`, `throw`,
    `export default` …), else `block` (after `)`, `=>`, `}`, `;`, `else` …; a `case`'s block after `:` counts as an
    object, which only keeps more names as they are)."""
    if before is None:
        return "block"
    if before.kind == "punct" and before.text in NO_BREAK_AFTER - {"=>", ";", "{"}:
        return "object"
    return "object" if before.kind == "word" and before.text in OBJECT_AFTER_WORDS else "block"


def brace_kinds(tokens):
    """For each token, what the innermost brace around it opens: `object`, `block` (see ``brace_kind``) or `class`
    (the first `{` after `class`, past any name and `extends` expression); None at the top level."""
    kinds, stack, depth, class_at = [], [], 0, None
    for index, token in enumerate(tokens):
        kinds.append(stack[-1] if stack else None)
        if token.kind == "template":
            # A template's `${` opens its substitution and the `}` after it closes it.
            if token.text.startswith("}"):
                stack.pop()
            if token.text.endswith("${"):
                stack.append("block")
            continue
        # The keyword, not a key (`{ class: 'row' }`) or a property (`.class`).
        after = tokens[index + 1] if index + 1 < len(tokens) else None
        if token.text == "class" and token.kind == "word" and class_at is None and after is not None and (
                after.kind == "word" or after.text == "{") and not (index and tokens[index - 1].text in (".", "?.")):
            class_at = depth
        if token.kind != "punct":
            continue
        if token.text in "([":
            depth += 1
        elif token.text in ")]":
            depth -= 1
        elif token.text == "{":
            if class_at == depth:
                stack.append("class")
                class_at = None
            else:
                stack.append(brace_kind(tokens[index - 1] if index else None))
        elif token.text == "}":
            stack.pop()
    return kinds


def names_to_keep_and_bind(tokens):
    """The words that must keep their names (properties, members, exports) and the words the file binds."""
    kinds = brace_kinds(tokens)
    keep, bound = set(), set()
    for index, token in enumerate(tokens):
        if token.kind != "word":
            continue
        before = tokens[index - 1] if index else None
        after = tokens[index + 1] if index + 1 < len(tokens) else None
        b = before.text if before else None
        a = after.text if after else None
        if b in (".", "?."):
            keep.add(token.text)
        elif kinds[index] == "class" and (token.breaks or b in ("{", "}", ";", "static", "get", "set", "async", "*")):
            keep.add(token.text)
        elif kinds[index] == "object" and b in ("{", ",", "...") and a in (":", ",", "}", "(", "="):
            keep.add(token.text)
        elif b in ("get", "set", "static", "async", "*") and a == "(":
            keep.add(token.text)
        if token.text in ("import", "export"):
            keep |= exported_names(tokens, index)
        if b in ("const", "let", "var", "function", "class"):
            bound.add(token.text)
    # Patterns and parameters: the words at their first level of brackets, in binding places.
    for index, token in enumerate(tokens):
        if token.text in ("const", "let", "var") and index + 1 < len(tokens) and tokens[index + 1].text in "[{":
            bound |= words_in_brackets(tokens, index + 1)
        elif token.text == "=>":
            if tokens[index - 1].kind == "word":
                bound.add(tokens[index - 1].text)
            elif tokens[index - 1].text == ")":
                bound |= words_in_brackets(tokens, matching(tokens, index - 1, step=-1))
        elif token.text == "(" and index:
            name = tokens[index - 1]
            function = name.text in ("function", "catch") or index > 1 and tokens[index - 2].text == "function"
            method = kinds[index] in ("class", "object") and name.kind in ("word", "private") and (
                name.text not in KEYWORDS or name.text in ("get", "set", "static", "async"))
            if not (function or method):
                continue
            close = matching(tokens, index)
            if close + 1 < len(tokens) and tokens[close + 1].text == "{":
                bound |= words_in_brackets(tokens, index)
    return keep, bound


def exported_names(tokens, index):
    """The name an `export` declaration at `index` gives the module (`export const NAME =`, `export class NAME`,
    `export async function NAME` …; none for `export default`). `import` declarations, `export { … }`,
    `export *` and an export of several names or a pattern are refused: their names would need keeping by a
    rule this script does not have. `import.meta` and `import(…)` are expressions, not declarations."""
    after = [t.text for t in tokens[index + 1:index + 5]]
    if tokens[index].text == "import":
        if after[:1] in (["."], ["("]):
            return set()
        raise MinifyError("import declarations are not supported")
    if after[:1] in (["{"], ["*"]):
        raise MinifyError("export lists are not supported; export each declaration")
    words = [w for w in after if w not in ("async", "function", "*", "class", "const", "let", "var")]
    if not words or after[0] == "default":
        return set()
    if after[0] in ("const", "let", "var"):
        if words[0] in ("[", "{"):
            raise MinifyError("an exported pattern is not supported; export one name per declaration")
        depth, at = 0, index + 3
        while at < len(tokens) and not (depth == 0 and tokens[at].text == ";"):
            text = tokens[at].text if tokens[at].kind == "punct" else ""
            if text in ("(", "[", "{"):
                depth += 1
            elif text in (")", "]", "}"):
                depth -= 1
            elif depth == 0 and text == ",":
                raise MinifyError("an export of several names is not supported; export one name per declaration")
            at += 1
    return {words[0]}


def matching(tokens, index, step=1):
    """The index of the bracket that matches the one at `index`: forward from an opening one (`step` 1) or back
    from a closing one (`step` -1)."""
    opening, closing = ("([{", ")]}") if step == 1 else (")]}", "([{")
    depth = 0
    while 0 <= index < len(tokens):
        token = tokens[index]
        if token.kind == "punct" and token.text in opening:
            depth += 1
        elif token.kind == "punct" and token.text in closing:
            depth -= 1
            if depth == 0:
                return index
        index += step
    raise MinifyError("unbalanced brackets")


def words_in_brackets(tokens, open_index):
    """The words bound by a pattern or a parameter list that opens at `open_index`: each word that follows the
    opening bracket, a comma, `...` or a key's colon, at any depth of brackets, and is followed by a comma, a
    closing bracket or `=` (the words of default values are not bound here)."""
    close = matching(tokens, open_index)
    words = set()
    for index in range(open_index + 1, close):
        token, before, after = tokens[index], tokens[index - 1].text, tokens[index + 1].text
        if token.kind == "word" and before in ("(", "[", "{", ",", "...", ":") and after in (",", ")", "]", "}", "="):
            words.add(token.text)
    return words


def short_names(taken):
    """Names a, b, … z, A … Z, then two letters, skipping keywords and `taken`."""
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    size = 1
    while True:
        for number in range(len(letters) ** size):
            name = ""
            for _ in range(size):
                number, digit = divmod(number, len(letters))
                name = letters[digit] + name
            if name not in KEYWORDS and name not in taken:
                yield name
        size += 1


def rename(tokens):
    """Renames the private names and the file's own bindings in place (see the module's summary)."""
    keep, bound = names_to_keep_and_bind(tokens)
    keep |= GLOBALS
    words = [t.text for t in tokens if t.kind == "word"]
    renamed = [w for w in bound if w not in keep and w not in KEYWORDS]
    counts = {w: words.count(w) for w in renamed}
    fresh = short_names(set(words))
    mapping = {w: next(fresh) for w in sorted(renamed, key=lambda w: (-counts[w], w))}
    privates = [t.text for t in tokens if t.kind == "private"]
    fresh_private = short_names({p[1:] for p in privates})
    private_mapping = {p: "#" + next(fresh_private)
                       for p in sorted(set(privates), key=lambda p: (-privates.count(p), p))}
    for token in tokens:
        if token.kind == "word" and token.text in mapping:
            token.text = mapping[token.text]
        elif token.kind == "private":
            token.text = private_mapping[token.text]


def read_exports(path):
    """The export names' mapping `wasm-opt --minify-imports-and-exports` printed to `path`: {old: new}."""
    mapping = {}
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            parts = line.split()
            if len(parts) != 3 or parts[1] != "=>":
                raise MinifyError(f"{path}:{number}: not a line `name => short`: {line.strip()!r}")
            mapping[parts[0]] = parts[2]
    return mapping


def rename_exports(tokens, mapping):
    """Renames the module's exports where the glue calls them, `wasm.NAME` and `exports.NAME`, in place (before the
    file's own names are renamed, while `wasm` is still `wasm`)."""
    for index, token in enumerate(tokens):
        if token.kind != "word" or token.text not in mapping or index < 2 or tokens[index - 1].text != ".":
            continue
        owner = tokens[index - 2]
        if owner.kind != "word" or owner.text not in ("wasm", "exports"):
            raise MinifyError(f"the export {token.text} is reached through {owner.text}, not wasm or exports")
        token.text = mapping[token.text]


def join(tokens):
    """The tokens as text with the least white space that keeps them apart and their line breaks' meaning."""
    out = []
    previous = None
    for token in tokens:
        if previous is not None:
            if token.breaks and previous.text not in NO_BREAK_AFTER and token.text not in NO_BREAK_BEFORE and not (
                    previous.kind == "template" and previous.text.endswith("${")) and not (
                    token.kind == "template" and token.text.startswith("}")):
                out.append("\n")
            elif needs_space(previous, token):
                out.append(" ")
        out.append(token.text)
        previous = token
    return "".join(out)


def needs_space(previous, token):
    a, b = previous.text[-1], token.text[0]
    if WORD_CHARACTER.match(a) and WORD_CHARACTER.match(b):
        return True
    if previous.kind == "regex" and WORD_CHARACTER.match(b):
        return True
    if previous.kind == "number" and (b == "." or previous.text.endswith(".") and WORD_CHARACTER.match(b)):
        return True
    if (a, b) in (("+", "+"), ("-", "-"), ("/", "/"), ("/", "*"), ("<", "!")):
        return True
    return False


def minify(source, exports=None):
    tokens = tokenize(source)
    if exports:
        rename_exports(tokens, exports)
    rename(tokens)
    text = join(tokens)
    again = tokenize(text)
    if [(t.kind, t.text) for t in again] != [(t.kind, t.text) for t in tokens]:
        raise MinifyError("the minified text does not read as the same tokens")
    return text


def main():
    arguments = sys.argv[1:]
    exports_path = None
    if arguments[:1] == ["--exports"] and len(arguments) > 1:
        exports_path, arguments = arguments[1], arguments[2:]
    if len(arguments) != 2:
        print("usage: python3 Scripts/web/minify_js.py [--exports MAP] SOURCE OUTPUT", file=sys.stderr)
        sys.exit(2)
    source, output = arguments
    with open(source, encoding="utf-8") as file:
        text = file.read()
    try:
        exports = read_exports(exports_path) if exports_path else None
        minified = minify(text, exports)
    except MinifyError as error:
        print(f"minify_js: {source}: {error}", file=sys.stderr)
        sys.exit(1)
    with open(output, "w", encoding="utf-8") as file:
        file.write("// <page-control> (PageControlKit): see page-control.d.ts and Guides/Web.md.\n" + minified + "\n")


if __name__ == "__main__":
    main()
