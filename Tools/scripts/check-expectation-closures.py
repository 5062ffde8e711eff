#!/usr/bin/env python3
"""Lists closures written inside the parentheses of `#expect(...)` / `#require(...)` in Swift test files.

With Swift 6.3.1 at -Onone, such a closure inside a closure body can share its symbol with a plain closure written
after it, so that the plain closure silently runs the expectation's predicate (see PROJECT_PLAN.md, "The
miscompile"). Usage: check-expectation-closures.py PATH... (files or folders); prints one sentence per site and
exits 1 when there is any.
"""

import os
import re
import sys

MACRO = re.compile(r"#(expect|require)\s*\(")
MESSAGE = (
    "a closure inside #expect/#require can be miscompiled by Swift 6.3.1; "
    "use expectAll/expectSome/expectNone or compute the value first"
)


def code_mask(text):
    """Returns a list of booleans: True where the character is code (not a comment or a string literal's text).

    String interpolations (`\\(...)`) count as code. Handles nested block comments, "...", multi-line
    \"\"\"...\"\"\" and raw strings (#"..."#).
    """
    mask = [False] * len(text)
    i, n = 0, len(text)
    # Stack of contexts: ("code", paren depth) inside an interpolation, ("string", closing delimiter, hashes).
    stack = [("code", 0)]
    while i < n:
        top = stack[-1]
        if top[0] == "code":
            if text.startswith("//", i):
                j = text.find("\n", i)
                i = n if j < 0 else j
                continue
            if text.startswith("/*", i):
                depth, i = 1, i + 2
                while i < n and depth:
                    if text.startswith("/*", i):
                        depth, i = depth + 1, i + 2
                    elif text.startswith("*/", i):
                        depth, i = depth - 1, i + 2
                    else:
                        i += 1
                continue
            m = re.compile(r'(#*)("""|")').match(text, i)
            if m and (m.group(1) == "" or text[i] == "#"):
                hashes, quote = m.group(1), m.group(2)
                stack.append(("string", quote + hashes, hashes))
                i = m.end()
                continue
            c = text[i]
            mask[i] = True
            if c == "(":
                stack[-1] = ("code", top[1] + 1)
            elif c == ")":
                if top[1] == 0 and len(stack) > 1:
                    stack.pop()  # the end of an interpolation
                    mask[i] = False
                else:
                    stack[-1] = ("code", top[1] - 1)
            i += 1
        else:
            _, closing, hashes = top
            if text.startswith("\\" + hashes + "(", i):
                stack.append(("code", 0))
                i += len(hashes) + 2
                continue
            if text[i] == "\\" and not hashes:
                i += 2
                continue
            if text.startswith(closing, i):
                stack.pop()
                i += len(closing)
                continue
            i += 1
    return mask


def sites(text):
    """Yields (line, macro) for each `#expect(`/`#require(` whose parentheses hold a `{`."""
    mask = code_mask(text)
    for m in MACRO.finditer(text):
        if not mask[m.start()]:
            continue
        depth, i = 1, m.end()
        while i < len(text) and depth:
            if mask[i]:
                c = text[i]
                if c == "(":
                    depth += 1
                elif c == ")":
                    depth -= 1
                elif c == "{":
                    yield text.count("\n", 0, m.start()) + 1, m.group(1)
                    break
            i += 1


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for root, dirs, files in os.walk(path):
            dirs[:] = sorted(d for d in dirs if not d.startswith("."))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(root, name)


def main(argv):
    found = 0
    for path in swift_files(argv[1:]):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for line, _ in sites(text):
            print(f"{path}:{line}: {MESSAGE}.")
            found += 1
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
