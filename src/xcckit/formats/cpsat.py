"""A model as CP-SAT's CpModelProto in protobuf text format (the cpsat backend's translation)."""

from __future__ import annotations

from ..backends.cpsat import CPSATEncoding
from ..model import Model


def write(model: Model) -> str:
    return str(CPSATEncoding(model).cp.Proto())
