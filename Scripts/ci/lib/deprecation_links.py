#!/usr/bin/env python3
"""Keeps deprecated names in their `*+Deprecations.swift` files.

Fails (exit 1, one line per finding) when
- a DocC link (``Name`` in a `///` comment of Sources/**/*.swift or in Sources/*/*.docc/*.md) outside a
  `*+Deprecations.swift` file points at a deprecated symbol, or
- an `@available(..., deprecated ...)` declaration sits outside a `*+Deprecations.swift` file.

Deprecated symbols come from the symbol graphs (`--symbol-graphs DIR`, as `swift-symbolgraph-extract` writes them:
a symbol is deprecated when an `availability` entry has `isUnconditionallyDeprecated` or `deprecated`), and from
the `@available(..., deprecated ...)` declarations in the sources, which covers the modules Linux compiles empty
(UIKit, SwiftUI) or without their trait (GTK).

Links resolve as DocC resolves them: an absolute link (``PageControl/reducesMotion``, optionally with the module
first) from the module's root, a relative one (``reducesMotion``) from the innermost enclosing type outwards.

Usage: deprecation_links.py [--symbol-graphs DIR] [--root DIR]     |     deprecation_links.py --self-test
"""

import argparse
import json
import os
import re
import sys
import tempfile
import unittest

DEPRECATIONS_SUFFIX = "+Deprecations.swift"
TYPE_DECL = re.compile(
    r"^\s*(?:(?:public|package|internal|private|fileprivate|final|indirect|nonisolated|@\w+(?:\([^)]*\))?)\s+)*"
    r"(extension|struct|class|enum|protocol|actor)\s+([A-Za-z_][\w.]*)"
)
MEMBER_DECL = re.compile(
    r"^\s*(?:(?:@\w+(?:\([^)]*\))?|public|package|internal|private|fileprivate|final|static|class|override|mutating|"
    r"nonmutating|"
    r"nonisolated|convenience|required|dynamic|lazy|weak|unowned|private\(set\)|public\(set\)|package\(set\)|"
    r"internal\(set\)|fileprivate\(set\))\s+)*"
    r"(var|let|func|init|subscript|typealias|case|associatedtype)\b\s*([A-Za-z_`][\w`]*)?"
)
LINK = re.compile(r"``([^`\n]+)``")
AVAILABLE = re.compile(r"@available\s*\(")


# MARK: - Symbols


class Symbols:
    """Every known symbol path, and the candidates behind each path with whether they are deprecated."""

    def __init__(self):
        self.by_path = {}  # "PageControl/reducesMotion" -> [(deprecated, parameter types, kind)]
        self.prefixes = set()
        self.modules = set()

    def add(self, path, deprecated, parameter_types=None, kind=""):
        self.by_path.setdefault(path, []).append((deprecated, parameter_types, kind))
        parts = path.split("/")
        for i in range(1, len(parts) + 1):
            self.prefixes.add("/".join(parts[:i]))

    def is_deprecated(self, path, disambiguation):
        candidates = self.by_path.get(path)
        if not candidates:
            return False
        if disambiguation and len(candidates) > 1:
            narrowed = [c for c in candidates if matches_disambiguation(c, disambiguation)]
            candidates = narrowed or candidates
        return all(c[0] for c in candidates)

    def deprecated_paths(self):
        return sorted(p for p, cs in self.by_path.items() if any(c[0] for c in cs))


def matches_disambiguation(candidate, disambiguation):
    _, parameter_types, kind = candidate
    d = disambiguation.lstrip("-")
    if d.startswith("(") and parameter_types is not None:
        wanted = [t.strip() for t in d.strip("()").split(",") if t.strip()]
        return [t.split(".")[-1] for t in wanted] == [t.split(".")[-1] for t in parameter_types]
    if kind and re.fullmatch(r"(swift\.)?[a-z.]+", d):
        return kind.endswith(d.replace("swift.", ""))
    return True


def load_symbol_graphs(directory, symbols):
    count = 0
    for dirpath, _, files in os.walk(directory):
        for name in sorted(files):
            if not name.endswith(".symbols.json"):
                continue
            with open(os.path.join(dirpath, name), encoding="utf-8") as f:
                graph = json.load(f)
            symbols.modules.add(graph.get("module", {}).get("name", ""))
            for symbol in graph.get("symbols", []):
                path = "/".join(symbol.get("pathComponents", []))
                if not path:
                    continue
                deprecated = any(
                    a.get("isUnconditionallyDeprecated") or "deprecated" in a for a in symbol.get("availability", [])
                )
                parameters = symbol.get("functionSignature", {}).get("parameters")
                types = None
                if parameters is not None:
                    types = [
                        "".join(
                            f.get("spelling", "")
                            for f in p.get("declarationFragments", [])
                            if f.get("kind") == "typeIdentifier"
                        )
                        for p in parameters
                    ]
                symbols.add(path, deprecated, types, symbol.get("kind", {}).get("identifier", ""))
                count += 1
    return count


# MARK: - Sources


def strip_code(line):
    """The line without string literals and `//` comments, for counting braces."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def balanced(text, start):
    """The text between the parenthesis at `start` and its partner."""
    depth = 0
    for i in range(start, len(text)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return text[start + 1 : i]
    return text[start + 1 :]


def split_top_level(text):
    parts, depth, current = [], 0, ""
    for ch in text:
        if ch in "([<{":
            depth += 1
        elif ch in ")]>}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += ch
    if current.strip():
        parts.append(current)
    return parts


def signature(kind, name, rest):
    """DocC's path component for a declaration: `name`, `name(a:_:)`, `init(_:)`, and its parameter types."""
    if kind in ("func", "init", "subscript"):
        open_paren = rest.find("(")
        parameters = split_top_level(balanced(rest, open_paren)) if open_paren >= 0 else []
        labels, types = [], []
        for p in parameters:
            head, _, type_text = p.partition(":")
            words = head.split()
            labels.append((words[0] if words else "_") + ":")
            types.append(re.sub(r"\s*=.*$", "", type_text).strip())
        base = name if kind == "func" else kind
        return base + "(" + "".join(labels) + ")", types
    return name.strip("`"), None


class SwiftFile:
    """A Swift source file's doc links with their scopes, and its deprecated declarations."""

    def __init__(self, path, text):
        self.path = path
        self.lines = text.splitlines()
        self.links = []  # (line number, link, scope chain innermost first)
        self.deprecations = []  # (line number, path, parameter types, kind)
        self._scan()

    def _scan(self):
        stack = []  # [(type path, brace depth inside it)]
        depth = 0
        pending_links = []  # links of the doc comment awaiting its declaration
        pending_deprecation = None  # line number of an @available(... deprecated ...) awaiting its declaration
        i = 0
        while i < len(self.lines):
            line = self.lines[i]
            stripped = line.strip()
            if stripped.startswith("///"):
                for m in LINK.finditer(stripped):
                    pending_links.append((i + 1, m.group(1)))
                i += 1
                continue
            if AVAILABLE.search(stripped) and stripped.startswith("@available"):
                text = "\n".join(self.lines[i : i + 6])
                start = text.index("(")
                arguments = balanced(text, start)
                if re.search(r"(^|,)\s*deprecated\b", re.sub(r'"(?:\\.|[^"\\])*"', '""', arguments)):
                    pending_deprecation = i + 1
                end = i + arguments.count("\n")
                last = self.lines[end]
                after = last[last.index(arguments.split("\n")[-1]) + len(arguments.split("\n")[-1]) + 1 :]
                if after.strip():  # the declaration follows on the attribute's line
                    self.lines[end] = " " * (len(line) - len(line.lstrip())) + after.strip()
                    i = end
                else:
                    i = end + 1
                continue
            enclosing = stack[-1][0] if stack else ""
            type_match = TYPE_DECL.match(line)
            member_match = None if type_match else MEMBER_DECL.match(line)
            if type_match or member_match:
                if type_match:
                    kind, name = type_match.group(1), type_match.group(2)
                    own = name.replace(".", "/") if kind == "extension" else join(enclosing, name)
                    scopes = chain(own)
                    decl_path, types, decl_kind = own, None, kind
                else:
                    kind, name = member_match.group(1), member_match.group(2) or ""
                    rest = "\n".join(self.lines[i : i + 12])[member_match.start(1) :]
                    component, types = signature(kind, name, rest)
                    decl_path, decl_kind = join(enclosing, component), kind
                    scopes = chain(enclosing)
                for number, link in pending_links:
                    self.links.append((number, link, scopes))
                if pending_deprecation is not None:
                    self.deprecations.append((pending_deprecation, decl_path, types, decl_kind))
                pending_links, pending_deprecation = [], None
                code = strip_code(line)
                if type_match:
                    j = i
                    while "{" not in code and j + 1 < len(self.lines):
                        j += 1
                        code += strip_code(self.lines[j])
                    depth += code.count("{") - code.count("}")
                    if code.count("{") > code.count("}"):
                        stack.append((own, depth))
                    i = j + 1
                    continue
                depth += code.count("{") - code.count("}")
            else:
                code = strip_code(line)
                depth += code.count("{") - code.count("}")
            while stack and depth < stack[-1][1]:
                stack.pop()
            i += 1


def join(parent, child):
    return parent + "/" + child if parent else child


def chain(path):
    """The scopes a relative link in `path` is looked up in, innermost first, ending at the module's root."""
    parts = path.split("/") if path else []
    return ["/".join(parts[:i]) for i in range(len(parts), -1, -1)]


def markdown_links(path, text, modules):
    """The links in a DocC article or extension file, outside code blocks, with their scopes."""
    links, fenced = [], False
    lines = text.splitlines()
    scope = ""
    if lines:
        m = re.match(r"^#\s+``([^`]+)``", lines[0])
        if m:
            scope = strip_module(m.group(1).split("/"), modules)
    in_deprecated_group = False
    for number, line in enumerate(lines, 1):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            continue
        if not fenced and re.match(r"^#{1,3}\s", line):
            # A topic group `### Deprecated …` is where DocC lists the old names, out of the main groups.
            in_deprecated_group = bool(re.match(r"^###\s+Deprecated\b", line))
        if fenced or in_deprecated_group or number == 1 and scope:
            continue
        for m in LINK.finditer(line):
            links.append((number, m.group(1), chain(scope)))
    return links


def strip_module(components, modules):
    """A symbol path without a leading module name."""
    if len(components) > 1 and components[0] in modules:
        components = components[1:]
    return "/".join(components)


def split_disambiguation(component):
    m = re.match(r"^(?P<name>.+?(?:\([^)]*\))?)(?P<dis>-[^/]+)?$", component)
    return (m.group("name"), m.group("dis")) if m else (component, None)


def resolve(link, scopes, symbols):
    """The symbol path a link points at, its last component's disambiguation, or None when unknown."""
    link = link.split("#", 1)[0].strip()
    if link.startswith("doc:") or not link:
        return None, None
    raw = [c for c in link.split("/") if c]
    components, disambiguation = [], None
    for c in raw:
        name, dis = split_disambiguation(c)
        components.append(name)
        disambiguation = dis
    if len(components) > 1 and components[0] in symbols.modules:
        return strip_module(components, symbols.modules), disambiguation
    for scope in scopes:
        candidate = join(scope, "/".join(components))
        if join(scope, components[0]) in symbols.prefixes:
            return candidate, disambiguation
    return "/".join(components), disambiguation


# MARK: - Check


def swift_files(root):
    for dirpath, _, files in os.walk(os.path.join(root, "Sources")):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(dirpath, name)


def docc_files(root):
    sources = os.path.join(root, "Sources")
    for module in sorted(os.listdir(sources)) if os.path.isdir(sources) else []:
        for dirpath, _, files in os.walk(os.path.join(sources, module)):
            if ".docc" not in dirpath:
                continue
            for name in sorted(files):
                if name.endswith(".md"):
                    yield os.path.join(dirpath, name)


def check(root, symbol_graph_dirs=(), out=sys.stdout):
    symbols = Symbols()
    graph_symbols = sum(load_symbol_graphs(d, symbols) for d in symbol_graph_dirs)
    findings = []
    parsed = []
    for path in swift_files(root):
        with open(path, encoding="utf-8") as f:
            parsed.append(SwiftFile(path, f.read()))
    for module_dir in os.listdir(os.path.join(root, "Sources")) if os.path.isdir(os.path.join(root, "Sources")) else []:
        symbols.modules.add(module_dir)
    for swift in parsed:
        for number, path, types, kind in swift.deprecations:
            symbols.add(path, True, types, kind)
            if not swift.path.endswith(DEPRECATIONS_SUFFIX):
                findings.append(
                    f"{os.path.relpath(swift.path, root)}:{number}: deprecated declaration {path} outside a "
                    f"*{DEPRECATIONS_SUFFIX} file"
                )
    links = []
    for swift in parsed:
        if not swift.path.endswith(DEPRECATIONS_SUFFIX):
            links += [(swift.path, n, link, scopes) for n, link, scopes in swift.links]
    for path in docc_files(root):
        with open(path, encoding="utf-8") as f:
            links += [(path, n, link, scopes) for n, link, scopes in markdown_links(path, f.read(), symbols.modules)]
    for path, number, link, scopes in links:
        target, disambiguation = resolve(link, scopes, symbols)
        if target and symbols.is_deprecated(target, disambiguation):
            findings.append(f"{os.path.relpath(path, root)}:{number}: doc link ``{link}`` points at deprecated {target}")
    for line in findings:
        print(line, file=out)
    deprecated = symbols.deprecated_paths()
    print(
        f"deprecation links: {len(links)} doc links checked against {len(deprecated)} deprecated symbols "
        f"({graph_symbols} from symbol graphs); {len(findings)} findings",
        file=out,
    )
    return 1 if findings else 0


# MARK: - Self-test


class SelfTest(unittest.TestCase):
    def fixture(self, files):
        root = tempfile.mkdtemp()
        for rel, text in files.items():
            full = os.path.join(root, rel)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as f:
                f.write(text)
        return root

    def run_check(self, root, graphs=()):
        import io

        out = io.StringIO()
        status = check(root, graphs, out)
        return status, out.getvalue()

    GOOD = {
        "Sources/Kit/Widget.swift": (
            "/// A widget; see ``Widget/current`` and ``current``.\n"
            "public struct Widget {\n"
            "    /// The current value; ``Widget/setValue(_:for:)`` sets it.\n"
            "    public var current = 0\n"
            "    public func setValue(_ v: Int, for key: String) {}\n"
            "}\n"
        ),
        "Sources/Kit/Widget+Deprecations.swift": (
            "// MARK: - Deprecated in 0.2, removed in 0.3\n"
            "extension Widget {\n"
            "    /// The old name of ``current``.\n"
            '    @available(*, deprecated, renamed: "current")\n'
            "    public var old: Int { current }\n"
            '    @available(\n        *, deprecated, message: "use setValue(_:for:)"\n    )\n'
            "    public func set(_ v: Int, forKey key: String) {}\n"
            "}\n"
        ),
        "Sources/Kit/Kit.docc/Kit.md": "# ``Kit``\n\n## Topics\n\n- ``Widget``\n\n### Deprecated in 0.2, removed in 0.3\n\n- ``Widget/old``\n",
    }

    def test_clean_sources_pass(self):
        status, out = self.run_check(self.fixture(self.GOOD))
        self.assertEqual(status, 0, out)
        self.assertIn("0 findings", out)

    def test_a_link_to_a_deprecated_name_and_a_misplaced_deprecation_fail(self):
        files = dict(self.GOOD)
        files["Sources/Kit/Other.swift"] = (
            "extension Widget {\n"
            "    /// Reads ``old``, then calls ``Widget/set(_:forKey:)`` and ``Kit/Widget/old``.\n"
            "    public var doubled: Int { current * 2 }\n"
            '    @available(*, deprecated, message: "gone")\n'
            "    public func legacy() {}\n"
            '    @available(*, deprecated) @MainActor public var inline: Int { 0 }\n'
            "}\n"
        )
        files["Sources/Kit/Kit.docc/Guide.md"] = (
            "# Guide\n\nSet ``Widget/old``; not ``Widget/current``.\n\n## Topics\n\n### Deprecated\n\n- ``Widget/old``\n"
            "\n### Widgets\n\n- ``Widget/set(_:forKey:)``\n"
        )
        status, out = self.run_check(self.fixture(files))
        self.assertEqual(status, 1, out)
        lines = [l for l in out.splitlines() if not l.startswith("deprecation links:")]
        self.assertEqual(
            lines,
            [
                "Sources/Kit/Other.swift:4: deprecated declaration Widget/legacy() outside a *+Deprecations.swift file",
                "Sources/Kit/Other.swift:6: deprecated declaration Widget/inline outside a *+Deprecations.swift file",
                "Sources/Kit/Other.swift:2: doc link ``old`` points at deprecated Widget/old",
                "Sources/Kit/Other.swift:2: doc link ``Widget/set(_:forKey:)`` points at deprecated Widget/set(_:forKey:)",
                "Sources/Kit/Other.swift:2: doc link ``Kit/Widget/old`` points at deprecated Widget/old",
                "Sources/Kit/Kit.docc/Guide.md:3: doc link ``Widget/old`` points at deprecated Widget/old",
                "Sources/Kit/Kit.docc/Guide.md:13: doc link ``Widget/set(_:forKey:)`` points at deprecated "
                "Widget/set(_:forKey:)",
            ],
        )

    def test_symbol_graphs_mark_deprecations_and_overloads_disambiguate(self):
        files = {
            "Sources/Kit/Widget.swift": (
                "public struct Widget {\n"
                "    /// Uses ``perform(_:)-(Action)``, not ``perform(_:)-(Int)``; ``Widget/gone`` is deprecated.\n"
                "    public var x = 0\n"
                "}\n"
            )
        }
        root = self.fixture(files)
        graph = {
            "module": {"name": "Kit"},
            "symbols": [
                {"pathComponents": ["Widget"], "kind": {"identifier": "swift.struct"}},
                {"pathComponents": ["Widget", "gone"], "kind": {"identifier": "swift.property"},
                 "availability": [{"domain": "*", "isUnconditionallyDeprecated": True}]},
                {"pathComponents": ["Widget", "perform(_:)"], "kind": {"identifier": "swift.method"},
                 "functionSignature": {"parameters": [{"declarationFragments": [
                     {"kind": "typeIdentifier", "spelling": "Action"}]}]}},
                {"pathComponents": ["Widget", "perform(_:)"], "kind": {"identifier": "swift.method"},
                 "availability": [{"domain": "macOS", "deprecated": "1.0"}],
                 "functionSignature": {"parameters": [{"declarationFragments": [
                     {"kind": "typeIdentifier", "spelling": "Int"}]}]}},
            ],
        }
        graphs = os.path.join(root, "graphs")
        os.makedirs(graphs)
        with open(os.path.join(graphs, "Kit.symbols.json"), "w", encoding="utf-8") as f:
            json.dump(graph, f)
        status, out = self.run_check(root, [graphs])
        self.assertEqual(status, 1, out)
        self.assertIn("Sources/Kit/Widget.swift:2: doc link ``perform(_:)-(Int)`` points at deprecated Widget/perform(_:)", out)
        self.assertIn("Sources/Kit/Widget.swift:2: doc link ``Widget/gone`` points at deprecated Widget/gone", out)
        self.assertNotIn("(Action)``", out)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", default=".")
    parser.add_argument("--symbol-graphs", action="append", default=[])
    parser.add_argument("--self-test", action="store_true")
    args = parser.parse_args()
    if args.self_test:
        result = unittest.main(argv=[sys.argv[0], "-v"], exit=False).result
        return 0 if result.wasSuccessful() else 1
    return check(args.root, args.symbol_graphs)


if __name__ == "__main__":
    sys.exit(main())
