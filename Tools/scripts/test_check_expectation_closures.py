"""Tests of check-expectation-closures.py: which `#expect(...)`/`#require(...)` hold a closure, across lines, strings,
interpolations and comments. Run by `make test-repo-tools` (python3 -m unittest discover -s Tools/scripts)."""
import importlib.util
import os
import unittest

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("check", os.path.join(SCRIPTS, "check-expectation-closures.py"))
check = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check)


def lines(text):
    return [line for line, _ in check.sites(text)]


class SitesTests(unittest.TestCase):
    def test_closureInsideTheParentheses_isASite(self):
        self.assertEqual(lines("#expect(xs.allSatisfy { $0 > 0 })\n"), [1])
        self.assertEqual(lines("let a = try #require(xs.first(where: { $0 > 0 }))\n"), [1])

    def test_multiLineExpectation_isReportedAtItsFirstLine(self):
        text = "f()\n#expect(\n  lines.filter {\n    $0.isEmpty\n  }.count == 1)\n"
        self.assertEqual(lines(text), [2])

    def test_closureInTheCommentsInterpolation_isASite(self):
        self.assertEqual(lines('#expect(a == b, "\\(xs.map { $0 })")\n'), [1])

    def test_bracesInStringsAndComments_areNotSites(self):
        text = (
            '#expect(a == "}{(")\n'
            "// #expect(xs.map { $0 })\n"
            "/* #expect(xs.map { $0 }) */\n"
            'let s = "#expect(x.map { $0 })"\n'
            'let r = #"#expect(x.map { $0 }) \\(a)"#\n'
            '#expect(b == """\n  { ( \\(c)\n  """)\n'
        )
        self.assertEqual(lines(text), [])

    def test_trailingClosureAfterTheParentheses_isNotASite(self):
        self.assertEqual(lines("#expect(throws: E.self) { try f() }\nexpectAll(xs) { $0 > 0 }\n"), [])

    def test_parenthesesInsideArguments_areBalanced(self):
        self.assertEqual(lines("#expect(f(g(1), (2)) == 3)\nlet x = xs.map { $0 }\n"), [])


if __name__ == "__main__":
    unittest.main()
