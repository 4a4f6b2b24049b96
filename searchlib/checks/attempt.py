"""Is the exercise still the stub?  :func:`is_stub` and :func:`not_attempted_reason`.

An exercise cell starts as a stub: a function whose body is a docstring
and ``...``, ``pass``, ``return None`` or ``raise NotImplementedError``.
A check on a stub says "not attempted yet" instead of failing, so that
"Run All" goes through a fresh notebook.

The body is read from the source when Python can find it (Jupyter keeps
cell sources for :mod:`inspect`), and from the byte code otherwise.

Examples
--------
>>> def todo(problem):
...     '''Write me.'''
...     ...
>>> def started(problem):
...     return [problem]
>>> is_stub(todo), is_stub(started)
(True, False)
>>> class Frontier:
...     def remove(self):
...         raise NotImplementedError
>>> is_stub(Frontier)
True
"""

import ast
import dis
import inspect
import textwrap

__all__ = ["is_stub", "not_attempted_reason"]

_TRIVIAL_OPS = {"RESUME", "NOP", "LOAD_CONST", "RETURN_VALUE", "RETURN_CONST", "POP_TOP",
                "CACHE", "PRECALL", "CALL", "LOAD_GLOBAL", "LOAD_NAME", "RAISE_VARARGS",
                "PUSH_NULL"}


def _is_trivial_statement(node):
    if isinstance(node, ast.Pass):
        return True
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
        return node.value.value is ... or isinstance(node.value.value, str)
    if isinstance(node, ast.Return):
        return node.value is None or (isinstance(node.value, ast.Constant)
                                      and node.value.value is None)
    if isinstance(node, ast.Raise) and node.exc is not None:
        exc = node.exc.func if isinstance(node.exc, ast.Call) else node.exc
        return isinstance(exc, ast.Name) and exc.id == "NotImplementedError"
    return False


def _stub_by_source(func):
    try:
        text = textwrap.dedent(inspect.getsource(func))
        tree = ast.parse(text)
    except (OSError, TypeError, SyntaxError, IndentationError):
        return None
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            body = node.body if isinstance(node.body, list) else [node.body]
            if isinstance(node, ast.Lambda):
                return False
            return all(_is_trivial_statement(stmt) for stmt in body)
    return None


def _stub_by_code(func):
    code = getattr(func, "__code__", None)
    if code is None:
        return False
    names = set(code.co_names)
    if names - {"NotImplementedError"}:
        return False
    # a string is a stub's only as NotImplementedError's message: ``return "exact"`` is an
    # answer (a docstring is not among the instructions at all)
    ops = [ins for ins in dis.get_instructions(code) if ins.opname != "CACHE"]
    for ins, after in zip(ops, ops[1:] + [None]):
        if ins.opname not in _TRIVIAL_OPS:
            return False
        if ins.opname in ("LOAD_CONST", "RETURN_CONST"):
            if not (ins.argval is None or ins.argval is ... or isinstance(ins.argval, str)):
                return False
            if isinstance(ins.argval, str) and (
                    ins.opname == "RETURN_CONST"
                    or (after is not None and after.opname == "RETURN_VALUE")):
                return False
    return True


def _function_stub(func):
    func = inspect.unwrap(func)
    if not (inspect.isfunction(func) or inspect.ismethod(func)):
        return False
    found = _stub_by_source(func)
    return _stub_by_code(func) if found is None else found


def is_stub(obj, methods=("remove",)):
    """True when ``obj`` (a function, or a class's ``methods``) is still a stub.

    For a class, it is a stub when any of the named methods it defines
    itself is a stub.
    """
    if inspect.isclass(obj):
        return any(name in vars(obj) and _function_stub(vars(obj)[name]) for name in methods)
    return _function_stub(obj)


def not_attempted_reason(error, where=None):
    """Why an exception means "not attempted yet", or None when it does not.

    Parameters
    ----------
    error : BaseException
        What the learner's function raised.
    where : str, optional
        The name of the function that raised it.
    """
    if isinstance(error, NotImplementedError):
        if where:
            return f"{where}() still raises NotImplementedError"
        return "the function still raises NotImplementedError"
    return None
