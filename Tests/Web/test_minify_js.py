"""Scripts/web/minify_js.py: the glue a page downloads is the same program as Web/page-control.js, shorter.

No browser: these read the minifier's text. The browser suites run the minified glue itself (Scripts/ci/web.sh
builds the package with it), so a program it read wrongly would fail there.
"""
import os
import re
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "Scripts", "web"))
import minify_js  # noqa: E402


def minify(source):
    return minify_js.minify(source)


class MinifyJSTests(unittest.TestCase):
    def test_comments_and_white_space_go_and_words_stay_apart(self):
        self.assertEqual(minify("// a comment\nconst a = 1; /* more */ export const total = typeof a;"),
                         "const b=1;export const total=typeof b;")

    def test_a_line_break_stays_where_a_semicolon_could_be_inserted(self):
        # Without the break, `b` and `(c)` would read as a call, and `return` would return `x`.
        self.assertEqual(minify("let a = b\n(c)"), "let d=b\n(c)")
        self.assertEqual(minify("function f(x) {\n  return\n  x\n}"), "function b(a){return\na}")
        self.assertEqual(minify("let i = 0\ni\n++j"), "let a=0\na\n++j")

    def test_a_line_break_goes_where_no_statement_can_end_or_begin(self):
        self.assertEqual(minify("f(a,\n  b)\n  .then(c)\n  ? d\n  : e;"), "f(a,b).then(c)?d:e;")

    def test_signs_keep_a_space_between_them(self):
        self.assertEqual(minify("x = a + +b - -c; y = x++ + 1;"), "x=a+ +b- -c;y=x++ +1;")

    def test_templates_are_kept_byte_for_byte_and_their_names_renamed(self):
        source = "const width = 3;\nexport const css = `a { b: ${width}px;  }\n  c ${ `${width}` }`;"
        self.assertEqual(minify(source), "const a=3;export const css=`a { b: ${a}px;  }\n  c ${`${a}`}`;")

    def test_regular_expressions_are_read_whole(self):
        self.assertEqual(minify("const r = /[/]x\\//g.test(s) / 2;"), "const a=/[/]x\\//g.test(s)/2;")
        self.assertEqual(minify("const r = /a/ instanceof RegExp;"), "const a=/a/ instanceof RegExp;")

    def test_properties_members_and_exports_keep_their_names(self):
        source = ("const count = 1, page = 2;\nconst o = { count, page: page, other: 3 };\n"
                  "export class Dots extends HTMLElement {\n  size = 4;\n  get value() { return this.size; }\n}\n"
                  "const wide = o.other;")
        self.assertEqual(
            minify(source),
            "const count=1,page=2;const a={count,page:page,other:3};export class Dots extends HTMLElement{size=4;"
            "get value(){return this.size;}}\nconst b=a.other;")

    def test_the_most_used_name_gets_the_shortest_and_no_name_in_use(self):
        out = minify("const b = 1;\nconst longer = b + 1;\nconst used = longer * longer;\nf(used, a);")
        # `a` is free in the file (a global the page may have) and `b` is its own name, so neither is given.
        self.assertEqual(out, "const d=1;const c=d+1;const e=c*c;f(e,a);")

    def test_private_names_are_renamed_everywhere(self):
        out = minify("class C {\n  #count = 0;\n  #add(step) { this.#count += step; }\n  get n() { return this.#count; }\n}")
        self.assertEqual(out, "class b{#a=0;#b(a){this.#a+=a;}\nget n(){return this.#a;}}")

    def test_parameters_and_patterns_are_renamed(self):
        out = minify("const f = ([first, second], { key: value }, rest = 1) => first + second + value + rest;")
        self.assertEqual(out, "const e=([a,c],{key:d},b=1)=>a+c+d+b;")

    def test_a_binding_with_a_browser_globals_name_keeps_it(self):
        self.assertEqual(minify("function f(document) { return document.title; }\nconst g = (Date) => Date;\n"
                                "new Date(0);"),
                         "function a(document){return document.title;}\nconst b=(Date)=>Date;new Date(0);")

    def test_an_object_after_a_keyword_keeps_its_keys(self):
        self.assertEqual(minify("const code = 7;\nfunction f() { throw { code }; }\nexport default { code };"),
                         "const code=7;function a(){throw{code};}\nexport default{code};")

    def test_every_class_body_and_generator_keeps_its_members(self):
        self.assertEqual(
            minify("const size = 2, values = 3;\nconst C = class extends mix(Base) {\n  size = 4;\n  *values() {}\n}"
                   ";\nconst o = { async *values() {} };"),
            "const size=2,values=3;const a=class extends mix(Base){size=4;*values(){}};const b={async*values(){}};")

    def test_a_key_named_class_opens_no_class_body(self):
        self.assertEqual(minify("const f = { class: 1 };\nconst g = (value) => { value; };"),
                         "const b={class:1};const c=(a)=>{a;};")

    def test_imports_and_export_lists_are_refused(self):
        for source, reason in [("import { a } from './a.js';", "import declarations"),
                               ("const a = 1;\nexport { a };", "export lists"),
                               ("export const a = 1, b = 2;", "several names"),
                               ("export const [a, b] = [1, 2];", "pattern")]:
            with self.assertRaisesRegex(minify_js.MinifyError, reason):
                minify(source)
        self.assertEqual(minify("export async function load(path) { return path; }\nconst y = import.meta.url;"),
                         "export async function load(a){return a;}\nconst b=import.meta.url;")

    def test_a_regular_expression_may_follow_a_condition_or_a_block(self):
        self.assertEqual(minify("let hits = 0;\nif (hits) /a  b/.test(s);\n{ hits++ }\n/hits/.test(s);"),
                         "let a=0;if(a)/a  b/.test(s);{a++}\n/hits/.test(s);")
        self.assertEqual(minify("const o = { a: 1 } / 2;"), "const b={a:1}/2;")

    def test_a_carriage_return_is_a_line_break(self):
        self.assertEqual(minify("function f(x) {\r  return\r  x // no\r}"), "function b(a){return\na}")

    def test_a_number_ending_in_a_point_keeps_a_space_before_a_word(self):
        self.assertEqual(minify("const o = {};\nconst p = 1. in o;"), "const a={};const b=1. in a;")

    def test_broken_input_is_named_with_its_place(self):
        with self.assertRaisesRegex(minify_js.MinifyError, r"unterminated string at 2:11"):
            minify("const a = 1;\nconst b = 'x")
        with self.assertRaisesRegex(minify_js.MinifyError, r"unexpected '\\x01' at 1:1"):
            minify("\x01")

    def test_the_modules_exports_are_called_by_their_short_names(self):
        exports = {"pc_frame": "A", "memory": "a", "_initialize": "b"}
        source = ("const wasm = load();\nlet memory = wasm.memory;\ninstance.exports._initialize();\n"
                  "const frame = wasm.pc_frame(memory);\nconst o = { pc_frame: 1 };")
        self.assertEqual(minify_js.minify(source, exports),
                         "const c=load();let d=c.a;instance.exports.b();const e=c.A(d);const f={pc_frame:1};")
        with self.assertRaisesRegex(minify_js.MinifyError, "pc_frame is reached through module"):
            minify_js.minify("module.pc_frame();", exports)

    def test_an_exports_mapping_is_read_line_by_line(self):
        path = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"minify-exports-{os.getpid()}.map")
        try:
            with open(path, "w", encoding="utf-8") as file:
                file.write("pc_frame => A\nmemory => a\n")
            self.assertEqual(minify_js.read_exports(path), {"pc_frame": "A", "memory": "a"})
            with open(path, "w", encoding="utf-8") as file:
                file.write("pc_frame => A\nwarning: something\n")
            with self.assertRaisesRegex(minify_js.MinifyError, r":2: not a line `name => short`"):
                minify_js.read_exports(path)
        finally:
            os.remove(path)

    def test_the_glue_minifies_and_keeps_its_style_sheet_and_public_names(self):
        with open(os.path.join(ROOT, "Web", "page-control.js"), encoding="utf-8") as file:
            source = file.read()
        out = minify(source)
        self.assertLess(len(out), len(source) * 3 // 4)
        style = re.search(r"export const STYLE = (`[^`]*`);", source).group(1)
        self.assertIn(f"export const STYLE={style};", out)
        for public in ("export class PageControlElement extends HTMLElement", "customElements.define('page-control'",
                       "bind(", "connectedCallback(){", "get position(){", "static observedAttributes="):
            self.assertIn(public, out)
        self.assertNotIn("#handle", out)


if __name__ == "__main__":
    unittest.main()
