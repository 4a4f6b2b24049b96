"""The package's imports run one way: no module imports, even lazily, one that imports it back.

The layers, bottom up: errors, budget, replay, results -> problems -> search -> games
-> degrees -> draw -> widgets -> checks, lessons.  A model never knows its view: traces
do not import drawings, drawings import traces.  The test reads every ``import`` in
every module of ``searchlib`` (those inside functions too, which only hide a circle)
and looks for strongly connected groups.
"""

import ast
from pathlib import Path

import searchlib

ROOT = Path(searchlib.__file__).resolve().parent

#: Circles other branches are removing (remove an entry once its circle is gone).
KNOWN = set()


def module_files():
    out = {}
    for path in ROOT.rglob("*.py"):
        parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        out[".".join(parts)] = path
    return out


def import_graph():
    """``{module: {modules it imports}}``, counting the packages an import runs."""
    files = module_files()
    graph = {name: set() for name in files}
    for name, path in files.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package.split(".")[:len(package.split(".")) - node.level + 1]
                    target = ".".join(base + ([node.module] if node.module else []))
                else:
                    target = node.module or ""
                wanted = [target] + [f"{target}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                wanted = [alias.name for alias in node.names]
            else:
                continue
            for target in wanted:
                if target not in files or target == name:
                    continue
                graph[name].add(target)
                # importing a.b.c runs the package a.b first (but not the importer's own)
                parts = target.split(".")
                for k in range(2, len(parts)):
                    ancestor = ".".join(parts[:k])
                    if not (name == ancestor or name.startswith(ancestor + ".")):
                        graph[name].add(ancestor)
    return graph


def circles(graph):
    """The groups of two or more modules that import each other (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []
    counter = [0]

    def visit(v):
        work = [(v, iter(sorted(graph[v])))]
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        while work:
            node, children = work[-1]
            for w in children:
                if w not in index:
                    index[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(graph[w]))))
                    break
                if w in on_stack:
                    low[node] = min(low[node], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = set()
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        group.add(w)
                        if w == node:
                            break
                    if len(group) > 1:
                        found.append(frozenset(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_circle_finder_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [
        frozenset({"a", "b", "c"})]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_module_imports_one_that_imports_it_back():
    found = [sorted(group) for group in circles(import_graph()) if group not in KNOWN]
    assert found == [], f"import circles: {found}"


def test_traces_do_not_import_drawings():
    graph = import_graph()
    for model in ("searchlib.search.trace", "searchlib.games.trace", "searchlib.games.core",
                  "searchlib.search.core"):
        assert not any(m.startswith(("searchlib.draw", "searchlib.widgets"))
                       for m in graph[model]), model


def test_a_lesson_module_is_a_bank_not_code():
    # issue 11: lessons/ holds each lesson's questions and exercises; how an answer is read or
    # checked lives in searchlib/checks (readers, suites), where the other lessons can use it
    helpers = {"leaves_read", "_write"}    # alpha-beta's try-it-out call; tic-tac-toe's builder
    for path in sorted((ROOT / "lessons").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        defined = {node.name for node in tree.body
                   if isinstance(node, (ast.FunctionDef, ast.ClassDef))}
        assert defined <= helpers, f"{path.name} defines {sorted(defined - helpers)}"
