"""Counting in parts: subproblems (a model and options forced at the top of the search) that
workers count independently and whose counts add up to the whole."""

from ..backends.subproblems import Subproblem, force

__all__ = ["Subproblem", "force"]
